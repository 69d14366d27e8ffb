// The genitive of negation: a negated predicate may take its object in the
// genitive («не найдено всех файлов»).
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// Is there among items [from, to) a negation that may govern a genitive: «ни»,
// «нет», or «не» before a verb form, a short form or a predicative? A «не»
// before an adverb or a particle negates no object («Это не обязательно
// полный список всё событий», «а не только для всё событий»).
bool negated_predicate_between(const std::vector<Item>& items, std::size_t from, std::size_t to);

}  // namespace proofreader::morphology_engine
