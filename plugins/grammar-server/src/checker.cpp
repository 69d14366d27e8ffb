#include "checker.hpp"

#include <algorithm>

namespace proofreader::grammar {

Checker::Checker(RuleList rules, std::shared_ptr<const russian::Morphology> morphology)
    : rules_(std::move(rules)), morphology_(std::move(morphology)) {}

bool Checker::selected(const RuleInfo& rule, const RuleSelection& s) const {
  return s.selects(rule.id, category_id(rule.category), rule.picky);
}

CheckResult Checker::check(const CheckedText& text, const RuleSelection& selection,
                           std::chrono::steady_clock::time_point deadline,
                           const std::unordered_set<std::string>* accepted_words) const {
  CheckResult result;
  const Analysis analysis(text, morphology_.get(), accepted_words);
  for (const auto& s : analysis.sentences()) result.sentences.emplace_back(s.offset, s.offset + s.length);
  std::vector<Match> found;
  for (const auto& rule : rules_) {
    if (!selected(rule->info(), selection)) continue;
    if (std::chrono::steady_clock::now() > deadline) {
      result.incomplete = true;
      break;
    }
    found.clear();
    rule->check(analysis, found);
    for (auto& m : found) result.matches.push_back({&rule->info(), std::move(m)});
  }
  std::stable_sort(result.matches.begin(), result.matches.end(),
                   [](const FoundMatch& a, const FoundMatch& b) { return a.match.offset < b.match.offset; });
  return result;
}

}  // namespace proofreader::grammar
