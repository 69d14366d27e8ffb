// PatternCheck: validates a PCRE2 pattern the way the style engine will
// compile it (UTF, Unicode properties, flags i m s x), so a bad user rule or
// guide rule is refused when it is saved rather than when a check runs. A
// user rule is also tried on sample text (docs/decisions/user-rule-validation.md):
// one that backtracks past the engine's limit, matches an empty string or
// matches most of ordinary prose is refused too.
// Pure functions, thread-safe.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace proofreader::host {

// Throws sdk::ApiError 400 "bad_pattern" whose message gives the code point
// position in the pattern and PCRE2's reason. `what` names the pattern
// ("pattern", "rule 12 pattern").
void check_pattern(const std::string& pattern, const std::string& flags, const std::string& what = "pattern");

// check_pattern, then the trial on sample text: throws sdk::ApiError 400
// "slow_pattern" (the engine's backtracking limit is reached),
// "empty_match" or "broad_pattern".
void check_rule_pattern(const std::string& pattern, const std::string& flags);

// One match, in code points of the subject (as the remarks count).
struct PatternMatch {
  std::size_t start = 0;
  std::size_t length = 0;
  std::string text;
};

// Every match of a valid pattern in `subject`, at most `limit`; throws
// "slow_pattern" when a search reaches the engine's backtracking limit.
std::vector<PatternMatch> find_matches(const std::string& pattern, const std::string& flags,
                                       const std::string& subject, std::size_t limit);

}  // namespace proofreader::host
