// Guide policies: the guide's parameters quote_style and yo_policy turned into
// rules, so the engine enforces them like any other rule.
//
//  - quote_style "«»" (the default: the guide's own typography rules cover
//    it), "„“" or "\"\"": quotes of the other styles are reported with the
//    guide's style as the suggestion.
//  - yo_policy "never": every ё is reported, «е» suggested. "always": a word
//    written with е where the dictionary writes ё is reported (needs the
//    morphology, see YoPolicy). "optional": nothing.
// Pure functions; YoPolicy is immutable and thread-safe.
#pragma once

#include <proofreader/russian/morphology.hpp>

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "guide_rules.hpp"

namespace proofreader::style {

// Typography rules for quote_style and yo_policy "never".
std::vector<GuideRule> policy_rules(const GuideParameters& parameters);

// yo_policy "always": finds words the dictionary writes with ё.
class YoPolicy {
 public:
  explicit YoPolicy(std::shared_ptr<const russian::Morphology> morphology)
      : morphology_(std::move(morphology)) {}

  // The word as the dictionary writes it with ё (case kept), or nullopt when
  // the word needs no ё or is unknown.
  std::optional<std::string> with_yo(std::string_view word) const;

  // The rule whose message and id the remarks carry.
  static const GuideRule& rule();

 private:
  std::shared_ptr<const russian::Morphology> morphology_;
};

}  // namespace proofreader::style
