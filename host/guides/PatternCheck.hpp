// PatternCheck: validates a PCRE2 pattern the way the style engine will
// compile it (UTF, Unicode properties, flags i m s x), so a bad user rule or
// guide rule is refused when it is saved rather than when a check runs.
// Pure function, thread-safe.
#pragma once

#include <string>

namespace proofreader::host {

// Throws sdk::ApiError 400 "bad_pattern" whose message gives the code point
// position in the pattern and PCRE2's reason. `what` names the pattern
// ("pattern", "rule 12 pattern").
void check_pattern(const std::string& pattern, const std::string& flags, const std::string& what = "pattern");

}  // namespace proofreader::host
