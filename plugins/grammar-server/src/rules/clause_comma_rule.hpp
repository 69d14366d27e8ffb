// The comma after a fronted subordinate clause: «Если соединение прервётся,
// программа повторит попытку». Needs the morphology; silent wherever the
// sentence already has a comma or the two verbs may be homogeneous.
#pragma once

#include "../rule.hpp"

namespace proofreader::grammar {

void add_clause_comma_rule(RuleList& rules);

}  // namespace proofreader::grammar
