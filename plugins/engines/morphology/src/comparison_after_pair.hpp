// A comparison after two coordinated adjectives.
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// «такой же удобной и интуитивная как чековая книжка»: the adjectives joined
// by the «и»/«или» at `conj` are followed by a comparison («как», «чем»),
// not by a noun of theirs: they are one predicate, and the noun in the
// comparison is the compared thing's, so the second shares the first one's
// case even when it may be nominative.
bool comparison_after_pair(const std::vector<Item>& items, std::size_t conj);

}  // namespace proofreader::morphology_engine
