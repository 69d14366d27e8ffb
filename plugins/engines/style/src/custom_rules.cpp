#include "custom_rules.hpp"

#include <Poco/Exception.h>
#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>
#include <Poco/JSON/Parser.h>

#include <algorithm>

#include "compiled_guide.hpp"
#include "utf8_text.hpp"

namespace proofreader::style {

CustomRules::CustomRules(const std::string& rules_json) {
  if (rules_json.empty()) return;
  Poco::JSON::Array::Ptr items;
  try {
    Poco::JSON::Parser parser;
    items = parser.parse(rules_json).extract<Poco::JSON::Array::Ptr>();
  } catch (const Poco::Exception& e) {
    problems_.push_back("custom rules are not a JSON array: " + e.displayText());
    return;
  }
  if (!items) return;
  for (std::size_t i = 0; i < items->size(); ++i) {
    const auto o = items->getObject(static_cast<unsigned>(i));
    if (!o) continue;
    CustomRule rule;
    try {
      rule.id = o->has("id") ? o->get("id").convert<std::string>() : std::to_string(i + 1);
      rule.pattern = o->optValue<std::string>("pattern", "");
      rule.message = o->optValue<std::string>("message", "");
      rule.suggestion = o->optValue<std::string>("suggestion", "");
      rule.compiled = std::make_unique<PcrePattern>(rule.pattern, o->optValue<std::string>("flags", ""));
    } catch (const std::exception& e) {
      problems_.push_back("custom rule " + rule.id + ": " + e.what());
      continue;
    }
    if (rule.message.empty()) rule.message = "Совпадение с пользовательским правилом";
    rules_.push_back(std::move(rule));
  }
}

CustomRuleRun::CustomRuleRun(const CustomRules& rules, RuleLimits limits)
    : rules_(rules), budgets_(rules.rules().size(), limits) {}

void CustomRuleRun::check(const sdk::Block& block, std::vector<sdk::Remark>& out) {
  std::vector<std::size_t> starts;
  for (std::size_t r = 0; r < rules_.rules().size(); ++r) {
    if (budgets_.stopped(r)) continue;
    const auto& rule = rules_.rules()[r];
    if (starts.empty()) starts = code_point_starts(block.text);
    auto to_cp = [&](std::size_t byte) {
      return static_cast<int>(std::lower_bound(starts.begin(), starts.end(), byte) - starts.begin());
    };
    const auto stopped = budgets_.search(r, *rule.compiled, block.text, [&](std::size_t b, std::size_t e) {
      const int offset = to_cp(b), length = to_cp(e) - offset;
      if (overlaps_protected(block, offset, length)) return;
      sdk::Remark remark;
      remark.category = "custom";
      remark.rule_id = "custom." + rule.id;
      remark.message = rule.message;
      remark.block = block.index;
      remark.offset = offset;
      remark.length = length;
      if (!rule.suggestion.empty()) remark.suggestions = {rule.suggestion};
      out.push_back(std::move(remark));
    });
    if (stopped)
      out.push_back(stopped_rule_remark("custom", "custom." + rule.id,
                                        "Пользовательское правило «" + rule.pattern + "»", *stopped,
                                        block.index));
  }
}

}  // namespace proofreader::style
