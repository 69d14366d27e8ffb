// Typography rules: spaces around punctuation, dashes, quotes, the ellipsis,
// numbers with units, mixed alphabets. They scan code points, skip URLs, paths,
// e-mail addresses and code, and are immutable once built.
#pragma once

#include "../rule.hpp"

namespace proofreader::grammar {

void add_typography_rules(RuleList& rules);

}  // namespace proofreader::grammar
