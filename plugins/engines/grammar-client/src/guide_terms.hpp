// The words of the active style guide that spelling must accept: the
// replacements and preferred terms its rules prescribe («пишем X»).
#pragma once

#include <proofreader/sdk/engine.hpp>
#include <set>
#include <string>

namespace proofreader::grammar_client {

// Lower-cased words of every "replacement" and "preferred" value of the
// guide's rules. Empty for no guide or a guide without such rules; a malformed
// guide JSON is treated as having none. Pure function.
std::set<std::string> guide_terms(const sdk::StyleGuideView* guide);

}  // namespace proofreader::grammar_client
