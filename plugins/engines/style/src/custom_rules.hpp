// CustomRules: the user-defined regex rules a check runs with (the JSON array
// of GET /api/rules), compiled once per distinct array and shared.
//
// A catastrophic pattern cannot stall a check: every search has a match limit
// (and the JIT stack bounds its depth), and every rule has a time budget for
// the whole check (RuleBudgets). A rule that hits either is stopped for the
// rest of the check and reported once, as a remark of category "custom".
//
// The rule set is immutable; a CustomRuleRun holds one check's budgets and
// belongs to the thread running that check.
#pragma once

#include <proofreader/sdk/types.hpp>

#include <memory>
#include <string>
#include <vector>

#include "pcre_pattern.hpp"
#include "rule_budgets.hpp"

namespace proofreader::style {

struct CustomRule {
  std::string id;
  std::string pattern;
  std::string message;
  std::string suggestion;
  std::unique_ptr<PcrePattern> compiled;
};

class CustomRules {
 public:
  // Parses the array; items that do not parse or compile are left out and
  // listed in problems(). Malformed JSON gives an empty set with one problem.
  explicit CustomRules(const std::string& rules_json);

  const std::vector<CustomRule>& rules() const { return rules_; }
  const std::vector<std::string>& problems() const { return problems_; }

 private:
  std::vector<CustomRule> rules_;
  std::vector<std::string> problems_;
};

// One check's pass of the custom rules over the blocks.
class CustomRuleRun {
 public:
  CustomRuleRun(const CustomRules& rules, RuleLimits limits);
  void check(const sdk::Block& block, std::vector<sdk::Remark>& out);

 private:
  const CustomRules& rules_;
  RuleBudgets budgets_;
};

}  // namespace proofreader::style
