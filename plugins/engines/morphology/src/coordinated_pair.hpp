// The forms two coordinated adjectives standing without a noun share.
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// May parses `a` and `b` of two words joined as one predicate («должна быть
// простой и понятной») be the same form: one case, one number and, in the
// singular, one gender? «простой и понятная» share the nominative singular
// only in different genders («простой» as a masculine adjective or as the
// noun, idle time), so they share no form and disagree. A reading without a
// case (the imperative «простой» of «простоять») shares none.
bool coordinated_forms_agree(const Parse& a, const Parse& b);

// Does the pair's phrase end before the token at `after`: a punctuation mark,
// the end of the sentence, or a word read only as an adverb, particle or
// conjunction («должна быть простой и понятной всегда», «…и понятной, но»)?
// Such a word is no noun the two could be the attributes of.
bool pair_ends_before(const std::vector<Item>& items, std::size_t after);

}  // namespace proofreader::morphology_engine
