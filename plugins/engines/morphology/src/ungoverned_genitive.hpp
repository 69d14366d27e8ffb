// A genitive with nothing before it to govern it: the noun reading of an
// attribute homonym («данных» of «данные») at a clause's start is no noun.
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// Can nothing before the word at `k` govern a genitive? It opens its sentence
// or clause, or follows a conjunction or particle only («то», «и», «а»), and
// no «не» or «нет» follows in its clause (a fronted genitive of negation,
// «Данных программа не получила», is right). After a noun, preposition,
// numeral or verb the genitive has its governor («Из-за отсутствия данных
// программа завершилась»).
bool ungoverned_genitive(const std::vector<Item>& items, std::size_t k);

}  // namespace proofreader::morphology_engine
