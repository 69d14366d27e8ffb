#include "rule_budgets.hpp"

namespace proofreader::style {

RuleBudgets::RuleBudgets(std::size_t rules, RuleLimits limits)
    : limits_(limits), spent_(rules), stopped_(rules, false) {}

std::optional<SearchResult> RuleBudgets::search(
    std::size_t rule, const PcrePattern& pattern, std::string_view subject,
    const std::function<void(std::size_t, std::size_t)>& on_match) {
  const auto began = std::chrono::steady_clock::now();
  const auto result =
      pattern.for_each_match(subject, limits_.match, began + (limits_.budget - spent_[rule]), on_match);
  spent_[rule] += std::chrono::steady_clock::now() - began;
  if (result == SearchResult::complete && spent_[rule] < limits_.budget) return std::nullopt;
  stopped_[rule] = true;
  return result == SearchResult::complete ? SearchResult::deadline_passed : result;
}

sdk::Remark stopped_rule_remark(const std::string& category, const std::string& rule_id,
                                const std::string& rule_name, SearchResult why, int block) {
  sdk::Remark stop;
  stop.category = category;
  stop.rule_id = rule_id + ".stopped";
  stop.severity = sdk::Severity::suggestion;
  stop.message = rule_name + " остановлено: " +
                 (why == SearchResult::limit_exceeded ? "превышен предел перебора при поиске"
                                                      : "превышено время на правило") +
                 ". Остальной текст этим правилом не проверен.";
  stop.explanation = "Упростите шаблон: избегайте вложенных квантификаторов вида (a+)+.";
  stop.block = block;
  return stop;
}

}  // namespace proofreader::style
