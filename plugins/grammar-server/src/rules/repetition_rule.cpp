#include "repetition_rule.hpp"

#include <set>

namespace proofreader::grammar {

namespace {

class WordRepeatRule : public Rule {
 public:
  WordRepeatRule() : Rule({"RU_WORD_REPEAT", "Повтор слова", Category::redundancy, "duplication"}) {}

  void check(const Analysis& a, std::vector<Match>& out) const override {
    // Doubling that Russian uses on purpose.
    static const std::set<std::string> intended = {"да", "нет",   "так", "ну", "ой",
                                                   "ха", "очень", "тук", "бла"};
    for (int i = 0; i < a.token_count(); ++i) {
      if (!a.is_cyrillic_word(i)) continue;  // «man man» is a command, not a slip
      const int next = a.next_solid(i);
      if (next != i + 2 || !a.is_word(next) || a.lower(i) != a.lower(next)) continue;
      if (a.line_break_between(i, next) || intended.count(a.lower(i))) continue;
      // «-n имя Имя файла …», «тип Тип ключа …», «ПАРАМЕТРЫ Параметры …»,
      // «Запрос Запрос начинается …», «символ «СО СО»»: a second word with a
      // capital opens a description or a paragraph after a term or a heading
      // run together with it, or belongs to a name in capitals; a doubled
      // word slipped into prose is in lower case.
      if (a.token(next).text != a.lower(next)) continue;
      const auto& first = a.token(i);
      const auto& second = a.token(next);
      Match m;
      m.offset = first.offset;
      m.length = second.offset + second.length - first.offset;
      m.message = "Слово повторяется дважды подряд.";
      m.short_message = "Повтор";
      m.replacements.push_back(first.text);
      out.push_back(std::move(m));
    }
  }
};

}  // namespace

void add_repetition_rule(RuleList& rules) {
  rules.push_back(std::make_unique<WordRepeatRule>());
}

}  // namespace proofreader::grammar
