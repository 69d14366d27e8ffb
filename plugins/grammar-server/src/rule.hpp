// Rule: one check of the grammar server, identified by a stable id.
//
// A rule reads the analysed text of one request and appends Matches. Rules are
// built once at start-up, are immutable afterwards and are called from many
// request threads at once, so check() must keep its state on the stack.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "analysis.hpp"

namespace proofreader::grammar {

// LanguageTool's categories that the Russian rules use.
enum class Category { typos, punctuation, typography, grammar, confused_words, redundancy };

std::string category_id(Category c);    // "TYPOS", "PUNCTUATION", …
std::string category_name(Category c);  // the Russian name LanguageTool shows

struct RuleInfo {
  std::string id;           // e.g. "RU_COMMA_BEFORE_CHTOBY"
  std::string description;  // Russian, one line
  Category category = Category::grammar;
  // LanguageTool's issueType: "misspelling", "typographical", "grammar",
  // "duplication", "whitespace", "uncategorized".
  std::string issue_type = "grammar";
  bool picky = false;  // only with level=picky
};

struct Match {
  int offset = 0;  // code points in CheckedText::text()
  int length = 0;
  std::string message;  // Russian
  std::string short_message;
  std::vector<std::string> replacements;
};

class Rule {
 public:
  explicit Rule(RuleInfo info) : info_(std::move(info)) {}
  virtual ~Rule() = default;
  const RuleInfo& info() const { return info_; }
  virtual void check(const Analysis& text, std::vector<Match>& out) const = 0;

 private:
  RuleInfo info_;
};

using RuleList = std::vector<std::unique_ptr<const Rule>>;

}  // namespace proofreader::grammar
