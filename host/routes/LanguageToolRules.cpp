#include "routes/LanguageToolRules.hpp"

namespace proofreader::host {

namespace {

// The engine whose rule ids are already LanguageTool's: the grammar server's.
constexpr std::string_view kGrammarEngine = "grammar-client";

std::string rule_id(const sdk::Remark& remark) {
  if (remark.engine == kGrammarEngine) return remark.rule_id;
  std::string id = "PROOFREADER_";
  for (char c : remark.rule_id) {
    if (c >= 'a' && c <= 'z')
      id += static_cast<char>(c - 'a' + 'A');
    else if ((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || static_cast<unsigned char>(c) >= 0x80)
      id += c;
    else
      id += '_';
  }
  return id;
}

struct Category {
  const char* id;
  const char* name;  // as LanguageTool's Russian names it
  const char* issue_type;
};

// Our remark categories (pipeline/Categories.hpp) in LanguageTool's terms.
Category category_of(const std::string& c) {
  if (c == "spelling") return {"TYPOS", "Орфография", "misspelling"};
  if (c == "grammar" || c == "agreement") return {"GRAMMAR", "Грамматика", "grammar"};
  if (c == "punctuation") return {"PUNCTUATION", "Пунктуация", "typographical"};
  if (c == "typography") return {"TYPOGRAPHY", "Типографика", "typographical"};
  if (c == "llm") return {"MISC", "Разное", "uncategorized"};
  // passive_voice, polite_vy, sentence_length, style, custom, consistency
  return {"STYLE", "Стиль", "style"};
}

}  // namespace

languagetool::RuleRef languagetool_rule(const sdk::Remark& remark) {
  const Category category = category_of(remark.category);
  return {rule_id(remark), category.name, category.issue_type, category.id, category.name};
}

}  // namespace proofreader::host
