// Agreement rules over the morphology: an adjective or participle that does
// not agree with the noun right after it («нужный папку»), and a verb whose
// number differs from the subject right before it («Пользователи может»).
// Silent without the morphology dictionary, on predicted (unknown) words and
// wherever any reading of the pair agrees.
#pragma once

#include "../rule.hpp"

namespace proofreader::grammar {

void add_agreement_rules(RuleList& rules);

}  // namespace proofreader::grammar
