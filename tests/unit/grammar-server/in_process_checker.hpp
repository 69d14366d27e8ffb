// The grammar server's rule set run in process, as the rule tests use it:
// one Checker over the real morphology and hunspell dictionaries, built once.
#pragma once

#include <chrono>
#include <string>
#include <vector>

#include "checker.hpp"
#include "morphology_loader.hpp"
#include "rules/rule_set.hpp"
#include "speller.hpp"

namespace grammar_test {

inline const proofreader::grammar::Checker& checker() {
  using namespace proofreader::grammar;
  static const Checker instance = [] {
    auto morphology = load_morphology(PROOFREADER_MORPHOLOGY_DICT);
    auto speller = std::make_shared<const Speller>("/usr/share/hunspell/ru_RU", "/usr/share/hunspell/en_US",
                                                   morphology, std::vector<std::string>{"Кубернетес"});
    return Checker(build_rule_set(speller), morphology);
  }();
  return instance;
}

struct Finding {
  std::string rule;
  std::string fragment;     // the matched text
  std::string replacement;  // the first suggestion, or empty
};

inline std::vector<Finding> find_all(const std::string& text, bool picky = false) {
  using namespace proofreader::grammar;
  const CheckedText checked(text);
  RuleSelection selection;
  selection.picky = picky;
  const auto result =
      checker().check(checked, selection, std::chrono::steady_clock::now() + std::chrono::seconds(10));
  std::vector<Finding> out;
  for (const auto& f : result.matches)
    out.push_back({f.rule->id, encode_utf8(checked.text().substr(f.match.offset, f.match.length)),
                   f.match.replacements.empty() ? "" : f.match.replacements.front()});
  return out;
}

// "RULE_ID «matched text» → first replacement" for every match.
inline std::vector<std::string> findings(const std::string& text, bool picky = false) {
  std::vector<std::string> out;
  for (const auto& f : find_all(text, picky))
    out.push_back(f.rule + " «" + f.fragment + "»" + (f.replacement.empty() ? "" : " → " + f.replacement));
  return out;
}

}  // namespace grammar_test
