// RU_WORD_REPEAT: the same word twice in a row («отчёт отчёт»).
#pragma once

#include "../rule.hpp"

namespace proofreader::grammar {

void add_repetition_rule(RuleList& rules);

}  // namespace proofreader::grammar
