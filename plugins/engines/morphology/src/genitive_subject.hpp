// The genitive of negation as a subject: «ошибки не возникает», «файлов не
// создаётся». Only verbs of being, presence and appearance and the passive of a
// transitive verb take it; any other verb has a nominative subject, so a bare
// noun before it that is also a genitive singular («если изменения не
// конфликтует») is a plural subject that disagrees.
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// May the negated predicate at `verb` take its subject in the genitive?
bool takes_genitive_subject(const std::vector<Item>& items, std::size_t verb,
                            const russian::Morphology& morph);

}  // namespace proofreader::morphology_engine
