// Phrase rules: table-driven checks for fixed word sequences — confusions
// (тоже/то же, также/так же, чтобы/что бы), words written apart that are
// written together or with a hyphen, wrong government (по окончанию),
// doubled comparatives and pleonasms. Each table row is one rule with its own id.
#pragma once

#include "../rule.hpp"

namespace proofreader::grammar {

void add_phrase_rules(RuleList& rules);

}  // namespace proofreader::grammar
