// Compound conjunctions that end in an adverb's homonym («так как»).
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// Does a compound conjunction ending in «как» («так как», «потому как», «тогда
// как», «в то время как») stand right before the word at `k`? Its «как» is no
// adverb qualifying the word but opens a clause, so an attribute after it
// begins the clause's noun phrase rather than a participle's own phrase:
// «Так как возвращаемыми значением может быть ноль» is found, while «Файл
// помечен как принадлежащий владельцу» keeps its participle with a complement.
bool after_compound_conjunction(const std::vector<Item>& items, std::size_t k);

}  // namespace proofreader::morphology_engine
