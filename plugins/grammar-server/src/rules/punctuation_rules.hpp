// Punctuation rules: the missing comma before subordinating conjunctions and
// relative words, before а / но / однако, after introductory words, and
// before an adverbial participle when the morphology makes it certain.
// Precision first: each rule stays silent wherever a comma may be optional.
#pragma once

#include "../rule.hpp"

namespace proofreader::grammar {

void add_punctuation_rules(RuleList& rules);

}  // namespace proofreader::grammar
