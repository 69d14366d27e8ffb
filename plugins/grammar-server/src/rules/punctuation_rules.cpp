#include "punctuation_rules.hpp"

#include <algorithm>
#include <set>

#include "../word_pattern.hpp"

namespace proofreader::grammar {

namespace {

// Words after which a conjunction needs no comma of its own: other
// conjunctions and particles that join it («и что», «только если», «так что»),
// and prepositions («о том», «за что»).
const std::set<std::string>& absorbing_words() {
  static const std::set<std::string> words = {
      "и",      "или",    "либо",      "а",        "но",      "да",       "ни",    "не",     "же",
      "ли",     "бы",     "б",         "то",       "что",     "чтобы",    "как",   "так",    "только",
      "лишь",   "именно", "даже",      "особенно", "потому",  "оттого",   "затем", "причём", "причем",
      "хотя",   "если",   "когда",     "ибо",      "будто",   "словно",   "также", "тоже",   "уже",
      "ещё",    "еще",    "вот",       "вон",      "разве",   "неужели",  "чем",   "в",      "во",
      "на",     "с",      "со",        "к",        "ко",      "о",        "об",    "обо",    "от",
      "до",     "по",     "из",        "за",       "для",     "без",      "при",   "про",    "через",
      "над",    "под",    "перед",     "между",    "у",       "около",    "после", "кроме",  "вместо",
      "среди",  "ради",   "благодаря", "согласно", "вопреки", "несмотря", "почти", "просто", "именно",
      "как-то", "словно", "точно",     "а-то",     "иначе",   "притом",   "зато",  "однако", "тогда",
      "ну",     "более",  "пока"};  // «тем более что», «пока что»
  return words;
}

// Two or more Cyrillic letters, every one a capital: «БУКВА», «ПАРАМЕТРЫ»
// (a Latin abbreviation, «ID», stands in prose like any word).
bool all_capitals(const std::string& word) {
  int capitals = 0;
  for (std::size_t i = 0; i < word.size();) {
    const unsigned char c = static_cast<unsigned char>(word[i]);
    if (c < 0x80) {
      if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) return false;
      ++i;
      continue;
    }
    // Cyrillic: а–п are D0 B0–BF, р–я D1 80–8F, ё D1 91; capitals А–Я D0 90–AF, Ё D0 81.
    if (i + 1 < word.size()) {
      const unsigned char d = static_cast<unsigned char>(word[i + 1]);
      if ((c == 0xD0 && d >= 0xB0) || (c == 0xD1 && (d <= 0x8F || d == 0x91))) return false;
      if (c == 0xD0 && ((d >= 0x90 && d <= 0xAF) || d == 0x81)) ++capitals;
    }
    i += c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2;
  }
  return capitals >= 2;
}

// Demonstratives that open a compound conjunction («для того чтобы», «в том что»).
bool demonstrative(const std::string& w) {
  return w == "того" || w == "тем" || w == "том" || w == "тому" || w == "тех" || w == "то";
}

Match comma_match(const Analysis& a, int prev, int trigger, int last) {
  const auto& p = a.token(prev);
  const auto& l = a.token(last);
  Match m;
  m.offset = p.offset;
  m.length = l.offset + l.length - p.offset;
  const std::string& text = a.text().utf8();
  const std::string tail =
      text.substr(a.token(trigger).byte_offset, l.byte_offset + l.byte_length - a.token(trigger).byte_offset);
  m.replacements.push_back(p.text + ", " + tail);
  return m;
}

// The comma before a conjunction or relative word (single or compound).
class CommaBeforeRule : public Rule {
 public:
  CommaBeforeRule(RuleInfo info, std::vector<std::string> pattern, std::string message)
      : Rule(std::move(info)), pattern_(pattern), first_(pattern.front()), message_(std::move(message)) {}

  // Words after a one-word trigger that make it a particle or pronoun phrase:
  // «хотя бы один», «что угодно», «что ли»; «куда» before a comparative is
  // "far" («это куда более сложное устройство»).
  static bool particle_follows(const Analysis& a, const std::string& trigger, int next) {
    const std::string& word = a.lower(next);
    if (trigger == "хотя") return word == "бы";
    if (trigger == "куда") {
      if (word == "более" || word == "менее") return true;
      const auto parses = a.morphology() ? a.morphology()->parse(word) : russian::ParseList{};
      if (std::any_of(parses.begin(), parses.end(),
                      [](const russian::Parse& p) { return p.tag.pos() == "COMP"; }))
        return true;
    }
    if (trigger == "что" || trigger == "где" || trigger == "куда" || trigger == "когда")
      return word == "угодно" || word == "ли" || word == "бы" || word == "именно" || word == "же";
    return false;
  }

  // «мало что осталось», «редко когда бывает»: a quantity adverb before a
  // relative word makes an indefinite pronoun of it, no clause.
  static bool indefinite_after_quantity(const std::string& before, const std::string& trigger) {
    return (before == "мало" || before == "редко") &&
           (trigger == "что" || trigger == "когда" || trigger == "где" || trigger == "куда");
  }

  // «для того чтобы», «в случае если», «на случай если»: the compound rule
  // reports it before its first word («в случае, когда» is no compound).
  static bool inside_compound(const Analysis& a, int prev, const std::string& trigger) {
    static const std::set<std::string> openers = {"для", "вместо", "благодаря", "из-за", "на", "с"};
    const int before = a.prev_solid(prev);
    if (before < 0 || !a.is_word(before)) return false;
    const std::string& head = a.lower(prev);
    const std::string& opener = a.lower(before);
    if (demonstrative(head)) return openers.count(opener) > 0;
    return trigger == "если" && ((head == "случае" && opener == "в") || (head == "случай" && opener == "на"));
  }

  // «Ключи: -v если нужен подробный вывод»: an option that opens its clause (at
  // the sentence's start or after a colon) labels a help text's cell («-v<TAB>если
  // …»), it is no clause the conjunction could follow. Inside a clause («с ключом
  // -v если …») it ends the clause as a word does.
  static bool option_opens_clause(const Analysis& a, int word) {
    int k = word - 1;
    while (a.is_punct(k, "-")) --k;  // «-v», «--quiet»
    if (k == word - 1 || (k >= 0 && a.token(k).kind != Token::Kind::space)) return false;
    const int before = a.prev_solid(k + 1);
    return before < 0 || a.sentence_of(before) != a.sentence_of(word) || a.is_punct(before, ":");
  }

  void check(const Analysis& a, std::vector<Match>& out) const override {
    for (int i = 0; i < a.token_count(); ++i) {
      if (!a.is_word(i) || !WordPattern::element_matches(first_, a.lower(i))) continue;
      const int last = pattern_.match(a, i);
      if (last < 0) continue;
      const int prev = a.prev_solid(i);
      // A Latin word (a name, an option: «значение arg которые») ends a clause as well as a Russian one.
      if (prev < 0 || !a.is_word(prev) || prev != i - 2 || a.line_break_between(prev, i)) continue;
      if (absorbing_words().count(a.lower(prev)) || option_opens_clause(a, prev)) continue;
      if (a.token(i).text != a.lower(i)) continue;  // «пакет А»: a capital inside a sentence names a letter
      // «СТРОЧНАЯ БУКВА а 321»: after a word in capitals (a table of names, a
      // heading) the word is a letter or a name, not a conjunction in prose.
      if (all_capitals(a.token(prev).text)) continue;
      if (demonstrative(a.lower(prev)) && comma_shortly_before(a, prev)) continue;
      if (pattern_.size() == 1 && inside_compound(a, prev, a.lower(i))) continue;
      const int after = a.next_solid(last);
      if (after < 0 || !(a.is_word(after) || a.token(after).kind == Token::Kind::number ||
                         a.is_punct(after, "«") || a.is_punct(after, "\"")))
        continue;  // «пункт а)», a list marker, or the end of a sentence
      if (pattern_.size() == 1 && a.is_word(after) && particle_follows(a, a.lower(i), after)) continue;
      if (pattern_.size() == 1 && indefinite_after_quantity(a.lower(prev), a.lower(i))) continue;
      Match m = comma_match(a, prev, i, i);
      m.message = message_;
      m.short_message = "Пропущена запятая";
      out.push_back(std::move(m));
    }
  }

 private:
  // «, для того чтобы»: the comma already stands before the whole compound.
  static bool comma_shortly_before(const Analysis& a, int prev) {
    int k = prev;
    for (int steps = 0; steps < 3; ++steps) {
      k = a.prev_solid(k);
      if (k < 0) return false;
      if (a.is_punct(k, ",") || a.is_punct(k, "—") || a.is_punct(k, ";")) return true;
    }
    return false;
  }

  WordPattern pattern_;
  std::string first_;
  std::string message_;
};

// The comma after an introductory word that opens a sentence («Например, …»).
class CommaAfterIntroRule : public Rule {
 public:
  CommaAfterIntroRule(RuleInfo info, std::vector<std::string> pattern)
      : Rule(std::move(info)), pattern_(pattern), first_(pattern.front()) {}

  void check(const Analysis& a, std::vector<Match>& out) const override {
    for (int i = 0; i < a.token_count(); ++i) {
      if (!a.is_word(i) || !WordPattern::element_matches(first_, a.lower(i))) continue;
      const int last = pattern_.match(a, i);
      if (last < 0 || !a.starts_sentence(i)) continue;
      const int next = a.next_solid(last);
      if (next != last + 2 || !a.is_cyrillic_word(next)) continue;
      const auto& first = a.token(i);
      const auto& l = a.token(last);
      const std::string& text = a.text().utf8();
      Match m;
      m.offset = first.offset;
      m.length = l.offset + l.length - first.offset;
      m.message = "Вводные слова выделяются запятыми.";
      m.short_message = "Пропущена запятая";
      m.replacements.push_back(
          text.substr(first.byte_offset, l.byte_offset + l.byte_length - first.byte_offset) + ",");
      out.push_back(std::move(m));
    }
  }

 private:
  WordPattern pattern_;
  std::string first_;
};

// The comma before an adverbial participle (деепричастие) inside a sentence:
// «Нажмите кнопку удерживая Shift» → «кнопку, удерживая». Needs the
// morphology; idioms and participles turned prepositions are excluded.
class CommaBeforeGerundRule : public Rule {
 public:
  CommaBeforeGerundRule()
      : Rule({"RU_COMMA_BEFORE_ADVERBIAL_PARTICIPLE", "Запятая перед деепричастным оборотом",
              Category::punctuation, "punctuation"}) {}

  void check(const Analysis& a, std::vector<Match>& out) const override {
    const auto* morph = a.morphology();
    if (!morph) return;
    for (int i = 0; i < a.token_count(); ++i) {
      if (!a.is_cyrillic_word(i) || gerund_idioms().count(a.lower(i))) continue;
      const int prev = a.prev_solid(i);
      if (prev != i - 2 || !a.is_cyrillic_word(prev) || absorbing_words().count(a.lower(prev))) continue;
      if (a.line_break_between(prev, i)) continue;
      // Adverbs, «тем самым» and «таким образом» before the gerund belong to its phrase, the
      // comma standing before them («устройству, потенциально увеличивая»,
      // «, тем самым освобождая»): the place of a missing comma is unsure.
      if (a.lower(prev) == "самым" || a.lower(prev) == "образом") continue;  // «тем самым», «таким образом»
      const auto before = morph->parse(a.lower(prev));
      const auto reads_as = [&](std::string_view pos) {
        return std::any_of(before.begin(), before.end(),
                           [&](const russian::Parse& p) { return p.tag.pos() == pos; });
      };
      // «потенциально» is also a short adjective: an adverb reading and no noun or verb one will do.
      if ((reads_as("ADVB") || reads_as("PRCL")) && !reads_as("NOUN") && !reads_as("VERB") &&
          !reads_as("INFN"))
        continue;
      const auto parses = morph->parse(a.lower(i));
      if (parses.empty() || parses.front().predicted) continue;
      bool only_gerund = true;
      for (const auto& p : parses) only_gerund = only_gerund && p.tag.pos() == "GRND";
      if (!only_gerund) continue;
      const int next = a.next_solid(i);
      if (next < 0 || !a.is_word(next)) continue;  // a lone gerund at the end may be adverbial
      Match m = comma_match(a, prev, i, i);
      m.message = "Деепричастный оборот обычно выделяется запятыми.";
      m.short_message = "Пропущена запятая";
      out.push_back(std::move(m));
    }
  }
};

struct CommaEntry {
  const char* id;
  std::vector<std::string> pattern;
  const char* message;
};

}  // namespace

const std::set<std::string>& gerund_idioms() {
  static const std::set<std::string> words = {
      "благодаря", "спустя",  "исходя",   "начиная", "судя", "несмотря", "невзирая", "включая", "погодя",
      "смотря",    "сломя",   "нехотя",   "стоя",    "сидя", "лёжа",     "лежа",     "молча",   "шутя",
      "играючи",   "немедля", "учитывая", "считая",  "не",   "покладая", "глядя",    "кончая",  "заканчивая"};
  return words;
}

void add_punctuation_rules(RuleList& rules) {
  const std::string subordinate = "Перед подчинительным союзом или союзным словом нужна запятая.";
  const std::string compound = "Перед составным союзом нужна запятая.";
  const std::string adversative = "Перед противительным союзом нужна запятая.";
  const std::string relative = "Придаточное с союзным словом «который» отделяется запятой.";
  const std::vector<CommaEntry> before = {
      {"RU_COMMA_BEFORE_CHTO", {"что"}, subordinate.c_str()},
      {"RU_COMMA_BEFORE_CHTOBY", {"чтобы"}, subordinate.c_str()},
      {"RU_COMMA_BEFORE_ESLI", {"если"}, subordinate.c_str()},
      {"RU_COMMA_BEFORE_KOGDA", {"когда"}, subordinate.c_str()},
      {"RU_COMMA_BEFORE_GDE", {"где"}, subordinate.c_str()},
      {"RU_COMMA_BEFORE_KUDA", {"куда"}, subordinate.c_str()},
      {"RU_COMMA_BEFORE_OTKUDA", {"откуда"}, subordinate.c_str()},
      {"RU_COMMA_BEFORE_POSKOLKU", {"поскольку"}, subordinate.c_str()},
      {"RU_COMMA_BEFORE_KHOTYA", {"хотя"}, subordinate.c_str()},
      {"RU_COMMA_BEFORE_SLOVNO", {"словно"}, subordinate.c_str()},
      {"RU_COMMA_BEFORE_BUDTO", {"будто"}, subordinate.c_str()},
      {"RU_COMMA_BEFORE_KOTORYJ",
       {"который|которая|которое|которые|которую|котором|которым|которыми|которому"},
       relative.c_str()},
      {"RU_COMMA_BEFORE_POTOMU_CHTO", {"потому", "что"}, compound.c_str()},
      {"RU_COMMA_BEFORE_OTTOGO_CHTO", {"оттого", "что"}, compound.c_str()},
      {"RU_COMMA_BEFORE_TAK_CHTO", {"так", "что"}, compound.c_str()},
      {"RU_COMMA_BEFORE_NESMOTRYA_NA_TO_CHTO", {"несмотря", "на", "то", "что"}, compound.c_str()},
      {"RU_COMMA_BEFORE_V_TO_VREMYA_KAK", {"в", "то", "время", "как"}, compound.c_str()},
      {"RU_COMMA_BEFORE_DLYA_TOGO_CHTOBY", {"для", "того", "чтобы"}, compound.c_str()},
      {"RU_COMMA_BEFORE_POSLE_TOGO_KAK", {"после", "того", "как"}, compound.c_str()},
      {"RU_COMMA_BEFORE_PERED_TEM_KAK", {"перед", "тем", "как"}, compound.c_str()},
      {"RU_COMMA_BEFORE_DO_TOGO_KAK", {"до", "того", "как"}, compound.c_str()},
      {"RU_COMMA_BEFORE_S_TEKH_POR_KAK", {"с", "тех", "пор", "как"}, compound.c_str()},
      {"RU_COMMA_BEFORE_PREZHDE_CHEM", {"прежде", "чем"}, compound.c_str()},
      {"RU_COMMA_BEFORE_VMESTO_TOGO_CHTOBY", {"вместо", "того", "чтобы"}, compound.c_str()},
      {"RU_COMMA_BEFORE_PO_MERE_TOGO_KAK", {"по", "мере", "того", "как"}, compound.c_str()},
      {"RU_COMMA_BEFORE_V_SLUCHAE_ESLI", {"в|на", "случае|случай", "если"}, compound.c_str()},
      {"RU_COMMA_BEFORE_PRI_USLOVII_CHTO", {"при", "условии", "что"}, compound.c_str()},
      {"RU_COMMA_BEFORE_TEM_BOLEE_CHTO", {"тем", "более", "что"}, compound.c_str()},
      {"RU_COMMA_BEFORE_V_SVYAZI_S_TEM_CHTO", {"в", "связи", "с", "тем", "что"}, compound.c_str()},
      {"RU_COMMA_BEFORE_BLAGODARYA_TOMU_CHTO", {"благодаря", "тому", "что"}, compound.c_str()},
      {"RU_COMMA_BEFORE_IZ_ZA_TOGO_CHTO", {"из-за", "того", "что"}, compound.c_str()},
      {"RU_COMMA_BEFORE_A", {"а"}, adversative.c_str()},
      {"RU_COMMA_BEFORE_NO", {"но"}, adversative.c_str()},
      {"RU_COMMA_BEFORE_ODNAKO", {"однако"}, adversative.c_str()},
      {"RU_COMMA_BEFORE_ZATO", {"зато"}, adversative.c_str()},
  };
  for (const auto& e : before)
    rules.push_back(std::make_unique<CommaBeforeRule>(
        RuleInfo{e.id,
                 std::string("Запятая перед «") + e.pattern.front() + (e.pattern.size() > 1 ? " …»" : "»"),
                 Category::punctuation, "punctuation"},
        e.pattern, e.message));

  const std::vector<std::pair<const char*, std::vector<std::string>>> intro = {
      {"RU_COMMA_AFTER_NAPRIMER", {"например"}},
      {"RU_COMMA_AFTER_KROME_TOGO", {"кроме", "того"}},
      {"RU_COMMA_AFTER_VO_PERVYKH", {"во-первых|во-вторых|в-третьих|в-четвёртых"}},
      {"RU_COMMA_AFTER_K_SOZHALENIYU", {"к", "сожалению|счастью|несчастью"}},
      {"RU_COMMA_AFTER_S_ODNOJ_STORONY", {"с", "одной|другой", "стороны"}},
      {"RU_COMMA_AFTER_KAK_PRAVILO", {"как", "правило"}},
      {"RU_COMMA_AFTER_KAK_IZVESTNO", {"как", "известно"}},
      {"RU_COMMA_AFTER_INYMI_SLOVAMI", {"иными|другими", "словами"}},
      {"RU_COMMA_AFTER_SLEDOVATELNO", {"следовательно"}},
      {"RU_COMMA_AFTER_VPROCHEM", {"впрочем"}},
      {"RU_COMMA_AFTER_KSTATI", {"кстати"}},
      {"RU_COMMA_AFTER_BEZUSLOVNO", {"безусловно"}},
      {"RU_COMMA_AFTER_RAZUMEETSYA", {"разумеется"}},
      {"RU_COMMA_AFTER_PO_MOEMU", {"по-моему|по-нашему|по-видимому"}},
      {"RU_COMMA_AFTER_VO_VSYAKOM_SLUCHAE", {"во", "всяком", "случае"}},
      {"RU_COMMA_AFTER_V_CHASTNOSTI", {"в", "частности"}},
      {"RU_COMMA_AFTER_PO_SUTI", {"по", "сути", "дела"}},
  };
  for (const auto& [id, pattern] : intro)
    rules.push_back(std::make_unique<CommaAfterIntroRule>(
        RuleInfo{id, "Запятая после вводного «" + pattern.front() + (pattern.size() > 1 ? " …»" : "»"),
                 Category::punctuation, "punctuation"},
        pattern));
  rules.push_back(std::make_unique<CommaBeforeGerundRule>());
}

}  // namespace proofreader::grammar
