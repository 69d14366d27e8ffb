#include "agreement_rules.hpp"

#include <algorithm>
#include <iterator>
#include <set>

#include "coordinated_nouns.hpp"
#include "glued_abbreviation.hpp"
#include "ordinal_fraction.hpp"
#include "parse_agreement.hpp"

namespace proofreader::grammar {

namespace {

using russian::Parse;
using russian::ParseList;

// Numerals 2–4 take the adjective in the genitive plural and the noun in the
// genitive singular («два новых файла»): agreement is not checked after them.
// The numeral may stand before other attributes in the genitive plural: «оба
// этих процессорных набора», «два соединённых анонимных сокета».
bool after_small_numeral(const Analysis& a, int adjective) {
  static const std::set<std::string> numerals = {"два", "две", "три",     "четыре",
                                                 "оба", "обе", "полтора", "полторы"};
  int prev = a.prev_solid(adjective);
  for (int hops = 0; prev >= 0 && hops < 3; ++hops) {
    if (a.token(prev).kind == Token::Kind::number || (a.is_word(prev) && numerals.count(a.lower(prev))))
      return true;
    const auto* morph = a.morphology();
    if (!morph || !a.is_cyrillic_word(prev)) return false;
    const auto parses = morph->parse(a.lower(prev));
    const bool genitive_plural_attribute = std::any_of(parses.begin(), parses.end(), [](const Parse& p) {
      return !p.predicted && (p.tag.pos() == "ADJF" || p.tag.pos() == "PRTF") && p.tag.number() == "plur" &&
             p.tag.gram_case() == "gent";
    });
    if (!genitive_plural_attribute) return false;
    prev = a.prev_solid(prev);
  }
  return false;
}

// «Каждые полгода», «первые полчаса»: пол- joined to a noun in the genitive
// singular makes a noun that takes its attribute in the plural.
bool half_noun(const russian::Morphology& morph, const std::string& word) {
  static const std::string prefix = "пол";
  if (word.rfind(prefix, 0) != 0 || word.size() < prefix.size() + 4) return false;
  for (const auto& p : morph.parse(word.substr(prefix.size())))
    if (p.tag.pos() == "NOUN" && p.tag.gram_case() == "gent" && p.tag.number() == "sing" && !p.predicted)
      return true;
  return false;
}

// «Что такое пакет?»: the pronoun is the predicate, not the noun's attribute.
bool after_chto(const Analysis& a, int adjective) {
  const int prev = a.prev_solid(adjective);
  return prev >= 0 && a.is_word(prev) && a.lower(prev) == "что";
}

// «Имя и версия используются»: a subject joined to another takes the plural.
bool coordinated(const Analysis& a, int subject) {
  static const std::set<std::string> conjunctions = {"и", "или", "либо", "да", "ни", "также"};
  const int prev = a.prev_solid(subject);
  if (prev < 0) return false;
  return a.is_punct(prev, ",") || (a.is_word(prev) && conjunctions.count(a.lower(prev)));
}

// The verb readings of a word whose likeliest reading is a verb; empty otherwise.
std::vector<Parse> verb_parses(const russian::Morphology& morph, const std::string& word) {
  const auto parses = morph.parse(word);
  if (parses.empty() || parses.front().predicted || parses.front().tag.pos() != "VERB") return {};
  std::vector<Parse> verbs;
  for (const auto& p : parses)
    if (p.tag.pos() == "VERB" && !p.predicted) verbs.push_back(p);
  return verbs;
}

// «переменную подстановки»: an adjective used as a noun takes a genitive of its own.
bool substantive(const ParseList& adjectives, const ParseList& nouns) {
  bool genitive_follows = false;
  for (const auto& n : nouns) genitive_follows = genitive_follows || main_case(n.tag.gram_case()) == "gent";
  for (const auto& p : adjectives)
    if (p.tag.has("Subx") || (genitive_follows && russian::used_as_noun(p))) return true;
  return false;
}

class AdjectiveNounRule : public Rule {
 public:
  AdjectiveNounRule()
      : Rule({"RU_AGREEMENT_ADJ_NOUN", "Согласование прилагательного с существительным", Category::grammar,
              "grammar"}) {}

  void check(const Analysis& a, std::vector<Match>& out) const override {
    const auto* morph = a.morphology();
    if (!morph) return;
    for (int i = 0; i + 2 < a.token_count(); ++i) {
      if (!a.is_cyrillic_word(i)) continue;
      const int next = i + 2;
      if (a.next_solid(i) != next || !a.is_cyrillic_word(next) || a.line_break_between(i, next)) continue;
      // Participles are left out: they govern objects of their own («имеющие расширение»).
      const auto adjectives = parses_only(*morph, a.lower(i), {"ADJF"});
      if (adjectives.empty()) continue;
      const auto nouns = parses_only(*morph, a.lower(next), {"NOUN"});
      if (nouns.empty() || substantive(adjectives, nouns) || after_small_numeral(a, i) || after_chto(a, i) ||
          half_noun(*morph, a.lower(next)))
        continue;
      if (!disagree(adjectives, nouns) || last_of_coordinated(a, i, adjectives, nouns) ||
          attribute_of_coordinated_nouns(a, i, next) || glued_abbreviation(a, i) ||
          glued_abbreviation(a, next) || ordinal_fraction(a, i, next))
        continue;
      std::vector<std::string> grammemes{std::string(main_case(nouns.front().tag.gram_case())),
                                         std::string(nouns.front().tag.number())};
      if (nouns.front().tag.number() == "sing" && nouns.front().tag.gender() != "ms-f")
        grammemes.emplace_back(nouns.front().tag.gender());
      const std::string fixed = morph->inflect(adjectives.front(), grammemes);
      const auto& first = a.token(i);
      const auto& second = a.token(next);
      Match m;
      m.offset = first.offset;
      m.length = second.offset + second.length - first.offset;
      m.message = "Прилагательное не согласовано с существительным в роде, числе или падеже.";
      m.short_message = "Согласование";
      if (!fixed.empty()) m.replacements.push_back(match_case(fixed, first.text) + " " + second.text);
      out.push_back(std::move(m));
    }
  }

 private:
  // True when no reading agrees, yet some reading shares the case: the pair
  // belongs together and differs in gender or number. A predicative
  // instrumental with a dative object («удобным пользователю») is not a pair.
  static bool disagree(const ParseList& adjectives, const ParseList& nouns) {
    std::set<std::string_view> shared;
    bool adjective_instrumental = false;
    for (const auto& adj : adjectives) {
      adjective_instrumental = adjective_instrumental || adj.tag.gram_case() == "ablt";
      for (const auto& noun : nouns) {
        if (agrees(adj, noun)) return false;
        if (main_case(adj.tag.gram_case()) == main_case(noun.tag.gram_case()))
          shared.insert(main_case(noun.tag.gram_case()));
      }
    }
    if (shared.empty()) return false;
    return !(adjective_instrumental && shared == std::set<std::string_view>{"datv"});
  }

  // «наследуемый, разрешающий и эффективный наборы», «основного и резервного
  // серверов»: the last of coordinated singular attributes before a plural noun
  // (the morphology engine's rule for the same construction).
  static bool last_of_coordinated(const Analysis& a, int adjective, const ParseList& adjectives,
                                  const ParseList& nouns) {
    const auto& morph = *a.morphology();
    int prev = a.prev_solid(adjective);
    // «ваш текущий и ваш новый пароли»: past a pronoun that repeats the attribute's form.
    if (prev >= 0 && a.is_cyrillic_word(prev) &&
        shares_case(parses_only(morph, a.lower(prev), {"ADJF"}), adjectives,
                    [](const Parse& p) { return p.tag.has("Apro"); }))
      prev = a.prev_solid(prev);
    // «сербского и (почти полностью) украинского языков»: past a parenthesis.
    if (a.is_punct(prev, ")")) {
      int open = prev;
      for (int steps = 0; open >= 0 && !a.is_punct(open, "(") && steps < 16; ++steps)
        open = a.prev_solid(open);
      if (open >= 0 && a.is_punct(open, "(")) prev = a.prev_solid(open);
    }
    if (prev < 0 || !(a.is_punct(prev, ",") || a.token(prev).text == "/" ||
                      (a.is_word(prev) && (a.lower(prev) == "и" || a.lower(prev) == "или"))))
      return false;
    std::vector<Parse> plural;
    std::copy_if(nouns.begin(), nouns.end(), std::back_inserter(plural),
                 [](const Parse& p) { return p.tag.number() == "plur"; });
    // Only the readings in the noun's case count: «между текстовым и двоичным
    // режимами», where «двоичным» is also a dative plural.
    const auto in_noun_case = [&](const Parse& adj) {
      return std::any_of(plural.begin(), plural.end(), [&](const Parse& n) {
        return main_case(adj.tag.gram_case()) == main_case(n.tag.gram_case());
      });
    };
    std::vector<Parse> singular;
    for (const auto& p : adjectives) {
      if (!in_noun_case(p)) continue;
      if (p.tag.number() != "sing") return false;
      singular.push_back(p);
    }
    if (singular.empty()) return false;
    if (plural.size() == nouns.size()) return true;
    // «левую и правую кнопки»: a noun that is also a singular by its form is read as a
    // plural only when the attribute before the conjunction is a singular of the same
    // case («левой и правую кнопки» stays a remark).
    const int partner = a.prev_solid(prev);
    return partner >= 0 && a.is_cyrillic_word(partner) &&
           shares_case(parses_only(morph, a.lower(partner), {"ADJF", "PRTF"}), singular,
                       [](const Parse& p) { return p.tag.number() == "sing"; });
  }

  // True when one of `attributes` that satisfies `wanted` is in the case of one of `others`.
  template <typename Others, typename Wanted>
  static bool shares_case(const ParseList& attributes, const Others& others, Wanted wanted) {
    return std::any_of(attributes.begin(), attributes.end(), [&](const Parse& p) {
      return wanted(p) && std::any_of(others.begin(), others.end(), [&](const Parse& o) {
               return main_case(p.tag.gram_case()) == main_case(o.tag.gram_case());
             });
    });
  }

  static std::string match_case(const std::string& word, const std::string& original) {
    if (original.empty() || word.empty() || original == russian::to_lower(original)) return word;
    // Upper-case the first Cyrillic letter (two bytes in UTF-8).
    const std::string first = word.substr(0, 2);
    static const std::string lower = "абвгдеёжзийклмнопрстуфхцчшщъыьэюя";
    static const std::string upper = "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ";
    const auto at = lower.find(first);
    return at == std::string::npos ? word : upper.substr(at, 2) + word.substr(2);
  }
};

class SubjectVerbRule : public Rule {
 public:
  SubjectVerbRule()
      : Rule({"RU_AGREEMENT_SUBJECT_VERB", "Согласование подлежащего и сказуемого в числе", Category::grammar,
              "grammar"}) {}

  void check(const Analysis& a, std::vector<Match>& out) const override {
    const auto* morph = a.morphology();
    if (!morph) return;
    for (int i = 0; i + 2 < a.token_count(); ++i) {
      // A capital inside a sentence starts a name, a title of its own: «в поле
      // Дорожка записываются символы».
      if (!a.is_cyrillic_word(i) || (a.token(i).text != a.lower(i) && !a.starts_sentence(i))) continue;
      const int next = i + 2;
      if (a.next_solid(i) != next || !a.is_cyrillic_word(next) || a.line_break_between(i, next)) continue;
      const auto subjects = parses_only(*morph, a.lower(i), {"NOUN"});
      if (subjects.empty() || coordinated(a, i)) continue;
      // Only a noun that can be nothing but a nominative: then it is the subject.
      std::string_view number;
      bool nominative_only = true;
      for (const auto& p : subjects) {
        nominative_only = nominative_only && p.tag.gram_case() == "nomn" && !p.tag.has("Fixd");
        if (number.empty()) number = p.tag.number();
        nominative_only = nominative_only && p.tag.number() == number;
      }
      if (!nominative_only || number.empty()) continue;
      const auto verbs = verb_parses(*morph, a.lower(next));
      if (verbs.empty()) continue;
      bool mismatch = true;
      for (const auto& v : verbs) {
        const bool finite = v.tag.has("indc") && (v.tag.person() == "3per" || v.tag.tense() == "past");
        mismatch = mismatch && finite && !v.tag.number().empty() && v.tag.number() != number;
      }
      if (!mismatch) continue;
      const std::string fixed = morph->inflect(verbs.front(), {std::string(number)});
      const auto& verb = a.token(next);
      Match m;
      m.offset = a.token(i).offset;
      m.length = verb.offset + verb.length - m.offset;
      m.message = "Сказуемое не согласовано с подлежащим в числе.";
      m.short_message = "Согласование";
      if (!fixed.empty()) m.replacements.push_back(a.token(i).text + " " + fixed);
      out.push_back(std::move(m));
    }
  }
};

}  // namespace

void add_agreement_rules(RuleList& rules) {
  rules.push_back(std::make_unique<AdjectiveNounRule>());
  rules.push_back(std::make_unique<SubjectVerbRule>());
}

}  // namespace proofreader::grammar
