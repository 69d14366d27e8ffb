// Checker: runs the rule set over one text with a request's rule selection and
// time limit.
//
// Built once at start-up; owns the rules and shares the morphology. check() is
// const and called from many request threads at once.
#pragma once

#include <chrono>
#include <memory>
#include <set>
#include <string>
#include <unordered_set>
#include <vector>

#include <proofreader/languagetool/request.hpp>

#include "rule.hpp"

namespace proofreader::grammar {

using languagetool::RuleSelection;

struct FoundMatch {
  const RuleInfo* rule = nullptr;
  Match match;
};

struct CheckResult {
  std::vector<FoundMatch> matches;             // sorted by offset
  std::vector<std::pair<int, int>> sentences;  // [from, to) in code points
  bool incomplete = false;                     // the time limit stopped the check early
};

class Checker {
 public:
  Checker(RuleList rules, std::shared_ptr<const russian::Morphology> morphology);

  // `accepted_words` (lower case): words the spelling rules accept in this
  // check only (a request's acceptedWords); may be null.
  CheckResult check(const CheckedText& text, const RuleSelection& selection,
                    std::chrono::steady_clock::time_point deadline,
                    const std::unordered_set<std::string>* accepted_words = nullptr) const;

  const RuleList& rules() const { return rules_; }
  bool selected(const RuleInfo& rule, const RuleSelection& selection) const;

 private:
  RuleList rules_;
  std::shared_ptr<const russian::Morphology> morphology_;
};

}  // namespace proofreader::grammar
