// RuleBudgets: one check's time budgets of a set of regex rules — the guide's
// regex and typography rules, or the user's rules.
//
// Each rule has one budget for the whole check, not one per block, so a
// catastrophic pattern costs at most its budget however long the document
// is. A rule whose search hits the match limit or uses up its budget is
// stopped for the rest of the check and reported once (stopped_rule_remark).
//
// Belongs to the thread running the check.
#pragma once

#include <proofreader/sdk/types.hpp>

#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pcre_pattern.hpp"

namespace proofreader::style {

struct RuleLimits {
  MatchLimits match;
  std::chrono::milliseconds budget{250};  // per rule, per check (PROOFREADER_STYLE_RULE_BUDGET_MS)
};

class RuleBudgets {
 public:
  RuleBudgets(std::size_t rules, RuleLimits limits);

  bool stopped(std::size_t rule) const { return stopped_[rule]; }

  // Runs `pattern` over `subject` within what is left of rule `rule`'s
  // budget. Returns why the rule stopped when this search stopped it,
  // nullopt when the rule goes on.
  std::optional<SearchResult> search(std::size_t rule, const PcrePattern& pattern, std::string_view subject,
                                     const std::function<void(std::size_t, std::size_t)>& on_match);

 private:
  RuleLimits limits_;
  std::vector<std::chrono::steady_clock::duration> spent_;
  std::vector<bool> stopped_;
};

// The remark reporting that a rule was stopped in block `block`: rule id
// `rule_id` + ".stopped"; `rule_name` names the rule for the writer
// («Пользовательское правило «…»»).
sdk::Remark stopped_rule_remark(const std::string& category, const std::string& rule_id,
                                const std::string& rule_name, SearchResult why, int block);

}  // namespace proofreader::style
