// The grammar server's complete rule set, in the order rules run.
#pragma once

#include <memory>

#include "../rule.hpp"
#include "../speller.hpp"

namespace proofreader::grammar {

RuleList build_rule_set(std::shared_ptr<const Speller> speller);

// The rule table of RULES.md (Markdown), generated from the rule set.
std::string rules_markdown(const RuleList& rules);

}  // namespace proofreader::grammar
