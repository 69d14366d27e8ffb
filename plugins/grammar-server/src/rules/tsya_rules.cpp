#include "tsya_rules.hpp"

#include <set>

namespace proofreader::grammar {

namespace {

bool ends_with(const std::string& w, std::string_view e) {
  return w.size() > e.size() && w.compare(w.size() - e.size(), e.size(), e) == 0;
}

std::string swap_end(const std::string& w, std::string_view from, std::string_view to) {
  return w.substr(0, w.size() - from.size()) + std::string(to);
}

// Candidate infinitives of a finite reflexive verb: «проверяется» → «проверяться».
std::vector<std::string> infinitives_of(const std::string& w) {
  if (ends_with(w, "ется")) return {swap_end(w, "ется", "ться")};
  if (ends_with(w, "ются")) return {swap_end(w, "ются", "ться")};
  if (ends_with(w, "ится")) return {swap_end(w, "ится", "иться")};
  if (ends_with(w, "ятся")) return {swap_end(w, "ятся", "иться"), swap_end(w, "ятся", "яться")};
  if (ends_with(w, "атся")) return {swap_end(w, "атся", "аться")};
  return {};
}

// Candidate finite forms of a reflexive infinitive: «запускаться» → «запускается».
std::vector<std::string> finite_of(const std::string& w) {
  if (ends_with(w, "аться")) return {swap_end(w, "ться", "ется")};
  if (ends_with(w, "яться")) return {swap_end(w, "ться", "ется")};
  if (ends_with(w, "иться")) return {swap_end(w, "иться", "ится")};
  if (ends_with(w, "еться")) return {swap_end(w, "ться", "ется")};
  return {};
}

class TsyaRule : public Rule {
 public:
  TsyaRule(RuleInfo info, std::shared_ptr<const Speller> speller, std::set<std::string> triggers,
           std::vector<std::string> (*candidates)(const std::string&), std::string message)
      : Rule(std::move(info)),
        speller_(std::move(speller)),
        triggers_(std::move(triggers)),
        candidates_(candidates),
        message_(std::move(message)) {}

  void check(const Analysis& a, std::vector<Match>& out) const override {
    for (int i = 0; i < a.token_count(); ++i) {
      if (!a.is_cyrillic_word(i) || !triggers_.count(a.lower(i))) continue;
      const int next = a.next_solid(i);
      if (next != i + 2 || !a.is_cyrillic_word(next) || a.line_break_between(i, next)) continue;
      for (const auto& candidate : candidates_(a.lower(next))) {
        if (!speller_->correct(candidate)) continue;
        const auto& tok = a.token(next);
        Match m;
        m.offset = tok.offset;
        m.length = tok.length;
        m.message = message_;
        m.replacements.push_back(candidate);
        out.push_back(std::move(m));
        break;
      }
    }
  }

 private:
  std::shared_ptr<const Speller> speller_;
  std::set<std::string> triggers_;
  std::vector<std::string> (*candidates_)(const std::string&);
  std::string message_;
};

}  // namespace

void add_tsya_rules(RuleList& rules, std::shared_ptr<const Speller> speller) {
  rules.push_back(std::make_unique<TsyaRule>(
      RuleInfo{"RU_TSYA_AFTER_MODAL", "«-тся» вместо «-ться» после модального слова",
               Category::confused_words, "misspelling"},
      speller,
      std::set<std::string>{"нужно",     "надо",      "можно",    "нельзя",     "необходимо", "следует",
                            "должен",    "должна",    "должно",   "должны",     "может",      "могут",
                            "будет",     "будут",     "начинает", "начинают",   "стоит",      "хочет",
                            "хотят",     "пытается",  "пытаются", "продолжает", "продолжают", "перестаёт",
                            "перестает", "перестают", "удаётся",  "удается",    "придётся",   "придется",
                            "нужна",     "нужен",     "нужны",    "обязан",     "обязана",    "обязаны",
                            "сможет",    "смогут",    "можете",   "начнёт",     "начнет",     "перестанет"},
      infinitives_of, "После модального слова нужен инфинитив: «-ться» (что делать?)."));
  rules.push_back(std::make_unique<TsyaRule>(
      RuleInfo{"RU_TSYA_AFTER_PRONOUN", "«-ться» вместо «-тся» после местоимения", Category::confused_words,
               "misspelling"},
      speller, std::set<std::string>{"он", "она", "оно", "который", "которая", "которое"}, finite_of,
      "Здесь нужна личная форма глагола: «-тся» (что делает?)."));
}

}  // namespace proofreader::grammar
