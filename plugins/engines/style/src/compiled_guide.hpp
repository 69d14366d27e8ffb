// CompiledGuide: a style guide turned into matchers, built once per guide
// (id, version) and shared by every check that uses that version.
//
// Word and phrase rules (forbidden, replace, term) go into a LemmaMatcher: one
// hash lookup per word. Regex and typography rules are PCRE2 patterns behind
// an Aho-Corasick prefilter over their required literals, so a rule runs only
// on blocks that contain one of them. Together, hundreds of rules cost about
// one pass over the text. Regex rules have the same per-check time budget as
// user rules (RuleBudgets), owned by the check.
//
// Immutable after construction: check() is safe from any number of threads.
#pragma once

#include <proofreader/russian/morphology.hpp>
#include <proofreader/sdk/types.hpp>

#include <memory>
#include <string>
#include <vector>

#include "aho_corasick.hpp"
#include "guide_policies.hpp"
#include "guide_rules.hpp"
#include "lemma_matcher.hpp"
#include "pcre_pattern.hpp"
#include "rule_budgets.hpp"
#include "word_scanner.hpp"

namespace proofreader::style {

// A preferred term and the spellings it replaces (for the consistency check).
struct TermGroup {
  std::string preferred;
  std::vector<std::string> variants;
};

// A regex rule's suggestions for the text it matched. A suggestion of three
// characters with "…" in the middle («…», "…", (…)) is a wrapping, not a
// literal fix: the match's first and last characters (the wrong quotes)
// become its first and last, around the text between them. Any other
// suggestion is kept as written.
std::vector<std::string> wrapped_suggestions(const std::vector<std::string>& suggestions,
                                             const std::string& fragment);

class CompiledGuide {
 public:
  // Rules that do not compile (a bad pattern, an empty phrase) are left out
  // and listed in problems(); the rest work.
  CompiledGuide(const GuideDefinition& guide, std::shared_ptr<const russian::Morphology> morphology);

  // Appends the remarks of the guide's rules on `block` (whose words are
  // `words`) to `out`, leaving out protected spans. Regex rules run within
  // the check's `regex_budgets` (regex_count() rules); a rule stopped by its
  // budget is reported once and skipped from then on.
  void check(const sdk::Block& block, const std::vector<Word>& words, RuleBudgets& regex_budgets,
             std::vector<sdk::Remark>& out) const;

  const std::vector<TermGroup>& terms() const { return terms_; }
  const std::vector<std::string>& problems() const { return problems_; }
  std::size_t rule_count() const { return rules_.size(); }
  std::size_t regex_count() const { return regexes_.size(); }
  std::size_t indexed_forms() const { return lemmas_.indexed_forms(); }

 private:
  struct RegexRule {
    std::size_t rule = 0;
    std::unique_ptr<PcrePattern> pattern;
  };

  sdk::Remark remark_for(const GuideRule& rule, const sdk::Block& block, int offset, int length) const;
  std::vector<std::string> suggestions_for(const GuideRule& rule, const Word& first) const;

  std::shared_ptr<const russian::Morphology> morphology_;
  std::vector<GuideRule> rules_;
  LemmaMatcher lemmas_;
  std::vector<RegexRule> regexes_;
  std::vector<std::size_t> regexes_without_literals_;
  std::vector<std::vector<std::size_t>> regexes_by_literal_;
  std::unique_ptr<AhoCorasick> literals_;
  std::vector<TermGroup> terms_;
  std::vector<std::string> problems_;
  std::unique_ptr<YoPolicy> yo_;  // set when the guide's yo_policy is "always"
};

// True when [offset, offset+length) overlaps a protected span of the block.
bool overlaps_protected(const sdk::Block& block, int offset, int length);

// `replacement` with its first word put in the form `found` has (case,
// number, person, tense, …), found being a form of `lemma`; capitalised like
// `found`. Without a usable parse, the replacement as written.
std::string inflect_like(const russian::Morphology* morphology, std::string_view found,
                         const std::string& lemma, const std::string& replacement);

}  // namespace proofreader::style
