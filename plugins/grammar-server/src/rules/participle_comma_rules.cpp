#include "participle_comma_rules.hpp"

#include <algorithm>
#include <iterator>
#include <set>

#include "parse_agreement.hpp"
#include "punctuation_rules.hpp"

namespace proofreader::grammar {

namespace {

using russian::ParseList;

// The longest phrase looked at: further away the parse is no longer certain.
constexpr int kMaxPhraseWords = 8;

bool any_parse(const ParseList& parses, std::string_view grammeme) {
  for (const auto& p : parses)
    if (p.tag.has(grammeme)) return true;
  return false;
}

bool any_pos(const ParseList& parses, std::string_view pos) {
  for (const auto& p : parses)
    if (p.tag.pos() == pos) return true;
  return false;
}

// Some reading of the participle agrees with some reading of the noun.
bool agree(const ParseList& participle, const ParseList& noun) {
  for (const auto& p : participle)
    for (const auto& n : noun)
      if (agrees(p, n)) return true;
  return false;
}

// The noun readings of a word read first as a noun, whatever its rarer
// readings («поля» is also a gerund); none for an abbreviation or an
// indeclinable letter («в», «с» are nouns too, of every case). A hyphenated
// compound's readings are its last part's dictionary readings («веб-страниц»),
// not a guess from the ending.
ParseList noun_readings(const russian::Morphology& morph, const std::string& word) {
  const auto known = [](const russian::Parse& p) { return !p.predicted || !p.fixed_prefix.empty(); };
  const auto parses = morph.parse(word);
  if (parses.empty() || !known(parses.front()) || parses.front().tag.pos() != "NOUN") return {};
  std::vector<russian::Parse> nouns;
  for (const auto& p : parses)
    if (known(p) && p.tag.pos() == "NOUN" && !p.tag.has("Fixd") && !p.tag.has("Abbr")) nouns.push_back(p);
  return ParseList(std::move(nouns));
}

// The noun readings of a word the dictionary lacks when its ending reads it
// likeliest as a noun («коммитов»); none otherwise.
ParseList guessed_noun(const russian::Morphology& morph, const std::string& word) {
  const auto parses = morph.parse(word);
  if (parses.empty() || parses.front().tag.pos() != "NOUN" ||
      std::any_of(parses.begin(), parses.end(), [](const russian::Parse& p) { return !p.predicted; }))
    return {};
  std::vector<russian::Parse> nouns;
  std::copy_if(parses.begin(), parses.end(), std::back_inserter(nouns),
               [](const russian::Parse& p) { return p.tag.pos() == "NOUN"; });
  return ParseList(std::move(nouns));
}

// Words that end the look-ahead: a conjunction or relative word starts another
// construction, and then where the phrase ends is no longer certain.
bool clause_word(const russian::Morphology& morph, const std::string& w) {
  static const std::set<std::string> words = {"который",  "которая", "которое", "которые", "которого",
                                              "которой",  "которую", "котором", "которым", "которых",
                                              "которыми", "чей",     "чья",     "чьё",     "ли"};
  if (words.count(w)) return true;
  for (const auto& p : morph.parse(w))
    if (p.tag.pos() == "CONJ") return true;
  return false;
}

struct PhraseEnd {
  int verb = -1;  // the finite verb (or «не» before it) that follows the phrase
  bool imperative = false;
};

// Walks the words after `head` (the participle) up to the first finite verb.
// Gives up at punctuation, a line break, a conjunction, another participle or
// when the phrase grows too long.
PhraseEnd find_phrase_end(const Analysis& a, int head) {
  const auto& morph = *a.morphology();
  int k = head;
  for (int words = 0; words < kMaxPhraseWords; ++words) {
    const int next = a.next_solid(k);
    if (next != k + 2 || a.line_break_between(k, next)) return {};
    k = next;
    const auto kind = a.token(k).kind;
    if (kind == Token::Kind::number || (a.is_word(k) && !a.is_cyrillic_word(k))) continue;
    if (!a.is_cyrillic_word(k)) return {};
    const std::string& w = a.lower(k);
    if (clause_word(morph, w)) return {};
    int verb = k;
    if (w == "не") {
      verb = a.next_solid(k);
      if (verb != k + 2 || !a.is_cyrillic_word(verb)) return {};
    }
    const auto parses = morph.parse(a.lower(verb));
    if (parses.empty()) return {};
    const auto verbs = parses_only(morph, a.lower(verb), {"VERB"});
    if (!verbs.empty()) return {k, any_parse(verbs, "impr")};
    for (const auto& p : parses)
      if (p.tag.pos() == "GRND" || p.tag.pos() == "PRTF" || p.tag.pos() == "PRTS") return {};
    if (w == "не") return {};
  }
  return {};
}

bool personal_pronoun(const std::string& w) {
  static const std::set<std::string> words = {"я", "ты", "он", "она", "оно", "мы", "вы", "они"};
  return words.count(w) > 0;
}

// The word before the verb can only belong to the phrase: a noun, adjective,
// pronoun or numeral with no nominative reading (so not the verb's subject).
// Before an imperative, which has no subject, any noun-like word or a Latin
// name («клавишу Shift») will do.
bool ends_phrase(const Analysis& a, int word, bool imperative) {
  if (a.is_word(word) && !a.is_cyrillic_word(word)) return imperative;
  if (!a.is_cyrillic_word(word)) return false;
  const auto parses = parses_only(*a.morphology(), a.lower(word), {"NOUN", "ADJF", "NPRO", "NUMR", "PRTF"});
  if (parses.empty()) return false;
  return imperative || !any_parse(parses, "nomn");
}

Match comma_between(const Analysis& a, int left, int right, std::string message) {
  const auto& l = a.token(left);
  const auto& r = a.token(right);
  Match m;
  m.offset = l.offset;
  m.length = r.offset + r.length - l.offset;
  m.message = std::move(message);
  m.short_message = "Пропущена запятая";
  m.replacements.push_back(l.text + ", " + r.text);
  return m;
}

// The closing comma of the phrase headed by `head`: before the finite verb
// that follows it, or before a personal pronoun that is that verb's subject.
void closing_comma(const Analysis& a, int head, const std::string& message, std::vector<Match>& out) {
  const PhraseEnd end = find_phrase_end(a, head);
  if (end.verb < 0) return;
  const int before = a.prev_solid(end.verb);
  if (before == head || before < 0) return;
  if (a.is_cyrillic_word(before) && personal_pronoun(a.lower(before))) {
    const int left = a.prev_solid(before);
    if (left == head || left != before - 2 || !(a.is_word(left) || a.token(left).kind == Token::Kind::number))
      return;
    out.push_back(comma_between(a, left, before, message));
    return;
  }
  if (!ends_phrase(a, before, end.imperative)) return;
  out.push_back(comma_between(a, before, end.verb, message));
}

// «Получив ответ от сервера закройте окно» → «сервера, закройте».
class CommaAfterGerundRule : public Rule {
 public:
  CommaAfterGerundRule()
      : Rule({"RU_COMMA_AFTER_ADVERBIAL_PARTICIPLE", "Запятая после деепричастного оборота",
              Category::punctuation, "punctuation"}) {}

  void check(const Analysis& a, std::vector<Match>& out) const override {
    if (!a.morphology()) return;
    for (int i = 0; i < a.token_count(); ++i) {
      if (!a.is_cyrillic_word(i) || gerund_idioms().count(a.lower(i))) continue;
      if (parses_only(*a.morphology(), a.lower(i), {"GRND"}).empty()) continue;
      if (!opens_phrase(a, i)) continue;
      closing_comma(a, i, "Деепричастный оборот выделяется запятыми с обеих сторон.", out);
    }
  }

 private:
  // The phrase starts the sentence or follows a comma, a dash or a word the
  // opening-comma rule already reports; «и», «а», «не» … before it leave its
  // extent open.
  static bool opens_phrase(const Analysis& a, int gerund) {
    int start = gerund;
    const int prev = a.prev_solid(gerund);
    if (prev >= 0 && a.is_cyrillic_word(prev) && a.lower(prev) == "не") start = prev;
    if (a.starts_sentence(start)) return true;
    const int before = a.prev_solid(start);
    if (before < 0) return false;
    if (a.is_punct(before, ",") || a.is_punct(before, "—")) return true;
    static const std::set<std::string> joining = {
        "и",   "или", "либо", "а",     "но",   "да",    "ни",   "не",   "же",     "ли",   "бы", "то",
        "что", "как", "так",  "чтобы", "если", "когда", "хотя", "лишь", "только", "даже", "уже"};
    return start == gerund && before == gerund - 2 && a.is_cyrillic_word(before) &&
           !joining.count(a.lower(before)) && !a.line_break_between(before, gerund);
  }
};

// «Файл созданный системой удаляется» → «Файл, созданный системой, удаляется».
class ParticipialPhraseRule : public Rule {
 public:
  ParticipialPhraseRule()
      : Rule({"RU_COMMA_PARTICIPIAL_PHRASE", "Запятые вокруг причастного оборота после определяемого слова",
              Category::punctuation, "punctuation"}) {}

  void check(const Analysis& a, std::vector<Match>& out) const override {
    if (!a.morphology()) return;
    const auto& morph = *a.morphology();
    const std::string message = "Причастный оборот после определяемого слова выделяется запятыми.";
    for (int i = 0; i < a.token_count(); ++i) {
      // A capital inside a sentence starts a name: «раздел Настроенный профиль».
      if (!a.is_cyrillic_word(i) || (a.token(i).text != a.lower(i) && !a.starts_sentence(i))) continue;
      // «указанный» is also an adjective: a phrase with it takes the same commas.
      const auto participle = parses_only(morph, a.lower(i), {"PRTF", "ADJF"});
      if (participle.empty() || !any_pos(participle, "PRTF")) continue;
      const int next = a.next_solid(i);
      if (next != i + 2 || !(a.is_word(next) || a.token(next).kind == Token::Kind::number)) continue;
      int prev = a.prev_solid(i);
      const bool comma = prev >= 0 && a.is_punct(prev, ",");
      if (comma) prev = a.prev_solid(prev);
      if (prev < 0 || !a.is_cyrillic_word(prev) || a.line_break_between(prev, i)) continue;
      if (prev != (comma ? i - 3 : i - 2)) continue;
      const auto noun = parses_only(morph, a.lower(prev), {"NOUN"});
      if (noun.empty() || !agree(participle, noun)) continue;
      if (modifies_later_noun(a, i, participle) || predicate_after_copula(a, i, participle, noun)) continue;
      if (bare_coordinated(a, i, participle)) continue;
      if (!comma) out.push_back(comma_between(a, prev, i, message));
      closing_comma(a, i, message, out);
    }
  }

 private:
  // «Являются ли окна с кнопками видимыми для всех»: an instrumental after a
  // copula earlier in its clause is the predicate, not a phrase of the noun
  // before it, when the pair agrees only in the instrumental and the copula
  // has no predicate yet («должна быть записана с именем, оформленным …»).
  static bool predicate_after_copula(const Analysis& a, int participle, const ParseList& parses,
                                     const ParseList& noun) {
    static const std::set<std::string> copulas = {"являться",   "быть",        "стать",     "становиться",
                                                  "оказаться",  "оказываться", "считаться", "остаться",
                                                  "оставаться", "казаться"};
    for (const auto& p : parses)
      for (const auto& n : noun)
        if (agrees(p, n) && p.tag.gram_case() != "ablt") return false;
    for (int k = a.prev_solid(participle); k >= 0 && a.is_word(k); k = a.prev_solid(k)) {
      const auto readings = a.morphology()->parse(a.lower(k));
      if (!readings.empty() && (readings.front().tag.pos() == "PRTS" || readings.front().tag.pos() == "ADJS"))
        return false;
      for (const auto& p : readings)
        if ((p.tag.pos() == "VERB" || p.tag.pos() == "INFN") && copulas.count(p.normal_form)) return true;
    }
    return false;
  }

  // «формата скопированного или вырезанного.»: two participles joined by a
  // conjunction with nothing depending on them are attributes, not a phrase
  // («созданный или изменённый пользователем» has its dependent and is one).
  static bool bare_coordinated(const Analysis& a, int participle, const ParseList& parses) {
    static const std::set<std::string> conjunctions = {"и", "или", "либо"};
    const int conjunction = a.next_solid(participle);
    if (!a.is_cyrillic_word(conjunction) || !conjunctions.count(a.lower(conjunction))) return false;
    const int second = a.next_solid(conjunction);
    if (second != conjunction + 2 || !a.is_cyrillic_word(second)) return false;
    const auto other = parses_only(*a.morphology(), a.lower(second), {"PRTF"});
    if (other.empty() || !agree(parses, other)) return false;
    const int after = a.next_solid(second);
    return after < 0 || !a.is_word(after);
  }

  // «В ответ полученный от сервера файл …»: a noun further on that agrees with
  // the participle is the one it stands before.
  static bool modifies_later_noun(const Analysis& a, int participle, const ParseList& parses) {
    int k = participle;
    for (int words = 0; words < kMaxPhraseWords; ++words) {
      k = a.next_solid(k);
      if (k < 0 || !a.is_word(k)) return false;
      if (!a.is_cyrillic_word(k)) continue;
      if (!parses_only(*a.morphology(), a.lower(k), {"VERB"}).empty()) return false;  // the phrase has ended
      const auto noun = parses_only(*a.morphology(), a.lower(k), {"NOUN"});
      if (!noun.empty() && agree(parses, noun)) return true;
      // Right after the participle any noun reading that agrees will do: the
      // participle stands before its noun («Формат данного поля был …»:
      // «поля» is also a gerund, «номер текущего раздела»: «раздела» a verb).
      if (words == 0 && agree(parses, noun_readings(*a.morphology(), a.lower(k)))) return true;
      // So will a word the dictionary lacks that its ending reads likeliest
      // as a noun («для сохранения созданных коммитов»).
      if (words == 0 && agree(parses, guessed_noun(*a.morphology(), a.lower(k)))) return true;
    }
    return false;
  }
};

}  // namespace

void add_participle_comma_rules(RuleList& rules) {
  rules.push_back(std::make_unique<CommaAfterGerundRule>());
  rules.push_back(std::make_unique<ParticipialPhraseRule>());
}

}  // namespace proofreader::grammar
