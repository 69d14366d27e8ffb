// Punctuation rules: the missing comma before subordinating conjunctions and
// relative words, before а / но / однако, after introductory words, and
// before an adverbial participle when the morphology makes it certain.
// Precision first: each rule stays silent wherever a comma may be optional.
#pragma once

#include <set>
#include <string>

#include "../rule.hpp"

namespace proofreader::grammar {

void add_punctuation_rules(RuleList& rules);

// Adverbial participles that work as prepositions or adverbs («благодаря»,
// «исходя из», «молча»): no comma is asked for around them.
const std::set<std::string>& gerund_idioms();

}  // namespace proofreader::grammar
