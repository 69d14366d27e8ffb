// A superlative before two coordinated adjectives.
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// «является самым надёжным и быстрые среди …»: «самый» (or «наиболее»,
// «наименее») before the first of the adjectives joined by the «и»/«или» at
// `conj` grades both of them: they are one predicate, so the second cannot be
// a nominative coordinated with a word before the first and must share the
// first one's case.
bool superlative_before_pair(const std::vector<Item>& items, std::size_t conj);

}  // namespace proofreader::morphology_engine
