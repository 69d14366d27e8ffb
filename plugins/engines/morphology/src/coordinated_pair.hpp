// The forms two coordinated adjectives standing without a noun share.
#pragma once

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// May parses `a` and `b` of two words joined as one predicate («должна быть
// простой и понятной») be the same form: one case, one number and, in the
// singular, one gender? «простой и понятная» share the nominative singular
// only in different genders («простой» as a masculine adjective or as the
// noun, idle time), so they share no form and disagree. A reading without a
// case (the imperative «простой» of «простоять») shares none.
bool coordinated_forms_agree(const Parse& a, const Parse& b);

}  // namespace proofreader::morphology_engine
