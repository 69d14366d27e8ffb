#include "guide_policies.hpp"

#include <proofreader/russian/tokenizer.hpp>

namespace proofreader::style {

namespace {

GuideRule typography(std::string id, std::string pattern, std::vector<std::string> literals,
                     std::string suggestion, std::string message) {
  GuideRule r;
  r.id = std::move(id);
  r.kind = RuleKind::typography;
  r.category = "typography";
  r.pattern = std::move(pattern);
  r.literals = std::move(literals);
  r.suggestions = {std::move(suggestion)};
  r.message = std::move(message);
  r.explanation = "Параметр руководства задаёт единый вид для всех документов.";
  return r;
}

}  // namespace

std::vector<GuideRule> policy_rules(const GuideParameters& p) {
  std::vector<GuideRule> rules;
  if (p.quote_style == "„“")
    rules.push_back(typography("policy.quote_style", "[«»]", {"«", "»"}, "„“",
                               "Руководство требует кавычки-«лапки» „…“, а не «ёлочки»."));
  else if (p.quote_style == "\"\"")
    rules.push_back(typography("policy.quote_style", "[«»„“]", {"«", "»", "„", "“"}, "\"",
                               "Руководство требует прямые кавычки \"…\"."));
  if (p.yo_policy == "never")
    rules.push_back(
        typography("policy.yo_never", "[ёЁ]", {"ё"}, "е", "Руководство предписывает писать «е» вместо «ё»."));
  return rules;
}

const GuideRule& YoPolicy::rule() {
  static const GuideRule r = [] {
    GuideRule g;
    g.id = "policy.yo_always";
    g.kind = RuleKind::forbidden;
    g.category = "style";
    g.severity = sdk::Severity::suggestion;
    g.message = "Руководство предписывает писать «ё» там, где она произносится.";
    g.explanation = "Параметр руководства yo_policy = always.";
    return g;
  }();
  return r;
}

std::optional<std::string> YoPolicy::with_yo(std::string_view word) const {
  static const std::string e = "е", E = "Е", yo = "ё", YO = "Ё";
  const std::string text(word);
  if (!morphology_ || (text.find(e) == std::string::npos && text.find(E) == std::string::npos))
    return std::nullopt;
  const std::string lower = russian::to_lower(text);
  const auto parses = morphology_->parse(text);
  // «все» is a word of its own beside «всё»: a spelling the dictionary has
  // with е as written is right.
  for (const auto& parse : parses)
    for (const auto& form : morphology_->lexeme(parse))
      if (form.tag.str() == parse.tag.str() && form.word == lower) return std::nullopt;
  for (const auto& parse : parses) {
    if (parse.predicted) continue;
    // The same form of the lexeme as the dictionary spells it.
    for (const auto& form : morphology_->lexeme(parse)) {
      if (form.tag.str() != parse.tag.str() || form.word.find(yo) == std::string::npos) continue;
      if (form.word.size() != lower.size()) continue;
      std::string result = text;
      bool same = true;
      for (std::size_t i = 0; i < lower.size() && same; ++i) {
        if (form.word.compare(i, 2, yo) == 0 && lower.compare(i, 2, e) == 0) {
          result.replace(i, 2, text.compare(i, 2, E) == 0 ? YO : yo);
          ++i;
        } else {
          same = form.word[i] == lower[i];
        }
      }
      if (same) return result;
    }
  }
  return std::nullopt;
}

}  // namespace proofreader::style
