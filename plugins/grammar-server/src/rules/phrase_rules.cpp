#include "phrase_rules.hpp"

#include <set>

#include "../chars.hpp"
#include "../word_pattern.hpp"

namespace proofreader::grammar {

namespace {

// When a row applies beyond its words matching.
enum class When {
  always,
  next_not_word,  // «по-моему.» but not «по моему мнению»
  prev_not_and,  // «также как» but not «а также как», «известный также как»
  next_infinitive,  // «что бы сделать» but not «что бы ни»
  next_time_word,   // «в течении часа» but not «в течении реки»
  sentence_end,  // «где то.» but not «почему то, что работало» (there «то» is a pronoun)
  not_for_period,  // «оплатите за подписку» but not «оплатите за счёт компании», «за три дня»
};

struct PhraseEntry {
  const char* id;
  Category category;
  std::vector<std::string> pattern;
  // The replacement; $1, $2, … stand for the matched words as written.
  const char* replacement;
  const char* message;
  When when = When::always;
  // Computes the replacement instead of `replacement` when set.
  std::string (*rewrite)(const std::vector<std::string>& words) = nullptr;
};

bool ends_with(const std::string& w, std::string_view e) {
  return w.size() > e.size() && w.compare(w.size() - e.size(), e.size(), e) == 0;
}

std::string replace_end(const std::string& w, std::string_view from, std::string_view to) {
  return w.substr(0, w.size() - from.size()) + std::string(to);
}

// «согласно договора» → «согласно договору»: the genitive endings of the table's nouns made dative.
std::string dative_after_preposition(const std::vector<std::string>& words) {
  const std::string& noun = words[1];
  std::string dative = noun;
  if (ends_with(noun, "ия"))
    dative = replace_end(noun, "ия", "ию");
  else if (ends_with(noun, "ий"))
    dative = replace_end(noun, "ий", "иям");
  else if (ends_with(noun, "ил"))
    dative = noun + "ам";
  else if (ends_with(noun, "а"))
    dative = replace_end(noun, "а", "у");
  return words[0] + " " + dative;
}

// «по окончанию» → «по окончании», «по приезду» → «по приезде».
std::string prepositional_after_po(const std::vector<std::string>& words) {
  const std::string& noun = words[1];
  if (ends_with(noun, "ию")) return words[0] + " " + replace_end(noun, "ию", "ии");
  return words[0] + " " + replace_end(noun, "у", "е");
}

// «обоих сторон» → «обеих сторон».
std::string feminine_both(const std::vector<std::string>& words) {
  return "обе" + words[0].substr(std::string("обо").size()) + " " + words[1];
}

std::string expand(const std::string& tmpl, const std::vector<std::string>& words) {
  std::string out;
  for (std::size_t i = 0; i < tmpl.size(); ++i) {
    if (tmpl[i] == '$' && i + 1 < tmpl.size() && tmpl[i + 1] >= '1' && tmpl[i + 1] <= '9') {
      const std::size_t k = static_cast<std::size_t>(tmpl[i + 1] - '1');
      if (k < words.size()) out += words[k];
      ++i;
    } else {
      out += tmpl[i];
    }
  }
  return out;
}

// «В тоже время» → «В то же время»: keeps the capital of the first letter.
std::string match_case(const std::string& replacement, const std::string& original) {
  std::u32string r = decode_utf8(replacement);
  const std::u32string o = decode_utf8(original);
  if (r.empty() || o.empty() || !is_cyrillic_upper(o[0]) || !is_cyrillic_lower(r[0])) return replacement;
  r[0] = r[0] == U'ё' ? U'Ё' : r[0] - 0x20;
  return encode_utf8(r);
}

bool infinitive(const std::string& w) {
  auto ends = [&](std::string_view e) {
    return w.size() > e.size() && w.compare(w.size() - e.size(), e.size(), e) == 0;
  };
  return ends("ть") || ends("ться") || ends("ти") || ends("чь");
}

bool time_word(const std::string& w) {
  static const std::set<std::string> words = {
      "часа",       "часов",    "дня",     "дней",   "недели",    "недель",    "месяца",     "месяцев",
      "года",       "лет",      "минуты",  "минут",  "секунды",   "секунд",    "суток",      "всего",
      "нескольких", "двух",     "трёх",    "трех",   "пяти",      "десяти",    "некоторого", "длительного",
      "долгого",    "рабочего", "этого",   "того",   "срока",     "периода",   "сессии",     "квартала",
      "одного",     "одной",    "первого", "первых", "последних", "ближайших", "получаса",   "столетия"};
  return words.count(w) > 0;
}

// «за счёт компании», «за три дня», «за неделю до срока»: «за» here is not
// the object of «оплатить».
bool period_or_account(const std::string& w) {
  static const std::set<std::string> words = {"счёт",  "счет",   "два",       "две",    "три",     "четыре",
                                              "пять",  "десять", "несколько", "сутки",  "день",    "неделю",
                                              "месяц", "год",    "час",       "минуту", "квартал", "период",
                                              "пару",  "один",   "одну",      "каждый", "каждую"};
  return time_word(w) || words.count(w) > 0;
}

// Is the word at `i` read first as a full adjective or participle? A short
// form is a predicate, which «так же» may compare («устарел так же, как …»).
bool attribute_before(const Analysis& a, int i) {
  if (i < 0 || !a.is_cyrillic_word(i) || !a.morphology()) return false;
  const auto parses = a.morphology()->parse(a.lower(i));
  if (parses.empty() || parses.front().predicted) return false;
  const auto pos = parses.front().tag.pos();
  return pos == "ADJF" || pos == "PRTF";
}

class PhraseRule : public Rule {
 public:
  PhraseRule(RuleInfo info, const PhraseEntry& e)
      : Rule(std::move(info)),
        pattern_(e.pattern),
        first_(e.pattern.front()),
        replacement_(e.replacement),
        message_(e.message),
        when_(e.when),
        rewrite_(e.rewrite) {}

  void check(const Analysis& a, std::vector<Match>& out) const override {
    for (int i = 0; i < a.token_count(); ++i) {
      if (!a.is_word(i) || !WordPattern::element_matches(first_, a.lower(i))) continue;
      const int last = pattern_.match(a, i);
      if (last < 0 || !applies(a, i, last)) continue;
      std::vector<std::string> words;
      for (int k = i; k <= last; ++k)
        if (a.is_word(k)) words.push_back(a.token(k).text);
      const auto& first = a.token(i);
      const auto& l = a.token(last);
      Match m;
      m.offset = first.offset;
      m.length = l.offset + l.length - first.offset;
      m.message = message_;
      const std::string replacement = rewrite_ ? rewrite_(words) : expand(replacement_, words);
      m.replacements.push_back(match_case(replacement, first.text));
      out.push_back(std::move(m));
    }
  }

 private:
  bool applies(const Analysis& a, int first, int last) const {
    const int next = a.next_solid(last);
    // A number counts as a word here: «во вторых 16 битах», «по моему 2-му пункту».
    const bool next_word = next == last + 2 && (a.is_word(next) || a.token(next).kind == Token::Kind::number);
    switch (when_) {
      case When::always:
        return true;
      case When::next_not_word:
        return !next_word;
      case When::prev_not_and: {
        const int prev = a.prev_solid(first);
        if (prev >= 0 && a.is_word(prev) &&
            (a.lower(prev) == "а" || a.lower(prev) == "и" || a.lower(prev) == "но"))
          return false;
        // After an adjective or participle «также» is "also" and «как» names a
        // role («известный также как sol»): «так же» of a comparison stands
        // before the word it grades; «…, также как и» still compares.
        return !(attribute_before(a, prev) && !(next_word && a.lower(next) == "и"));
      }
      case When::next_infinitive:
        return next_word && infinitive(a.lower(next));
      case When::next_time_word:
        return next_word && time_word(a.lower(next));
      case When::sentence_end:
        return next < 0 || a.is_punct(next, ".") || a.is_punct(next, "!") || a.is_punct(next, "?") ||
               a.is_punct(next, "…");
      case When::not_for_period:
        return next_word && !period_or_account(a.lower(next));
    }
    return false;
  }

  WordPattern pattern_;
  std::string first_;
  std::string replacement_;
  std::string message_;
  When when_;
  std::string (*rewrite_)(const std::vector<std::string>&);
};

constexpr Category kConfused = Category::confused_words;
constexpr Category kGrammar = Category::grammar;
constexpr Category kRedundant = Category::redundancy;

const char* const kTogether = "Пишется слитно.";
const char* const kPleonasm = "Плеоназм: одно из слов повторяет смысл другого.";

const std::vector<PhraseEntry>& entries() {
  static const std::vector<PhraseEntry> table = {
      // тоже / то же, также / так же, чтобы / что бы
      {"RU_TOZHE_SAMOE",
       kConfused,
       {"тоже", "самое|самый|самая|самые|самого|самом"},
       "то же $2",
       "В значении «тот же самый» пишется раздельно: «то же самое»."},
      {"RU_V_TOZHE_VREMYA",
       kConfused,
       {"в", "тоже", "время"},
       "в то же время",
       "В значении «одновременно» или «однако» пишется раздельно: «в то же время»."},
      {"RU_TAKZHE_KAK",
       kConfused,
       {"также", "как"},
       "так же, как",
       "В сравнении («так же, как») пишется раздельно.",
       When::prev_not_and},
      {"RU_CHTO_BY_INFINITIVE",
       kConfused,
       {"что", "бы"},
       "чтобы",
       "Союз цели «чтобы» пишется слитно.",
       When::next_infinitive},
      {"RU_TAK_ZHE_HYPHEN", kConfused, {"так-же"}, "также", "Пишется «также» или «так же», без дефиса."},
      {"RU_TO_ZHE_HYPHEN", kConfused, {"то-же"}, "то же", "Пишется «то же» или «тоже», без дефиса."},
      {"RU_TO_EST_HYPHEN", kConfused, {"то-есть"}, "то есть", "«То есть» пишется раздельно, без дефиса."},
      {"RU_KAK_BUDTO_HYPHEN", kConfused, {"как-будто"}, "как будто", "«Как будто» пишется раздельно."},
      {"RU_POTOMU_CHTO_HYPHEN", kConfused, {"потому-что"}, "потому что", "«Потому что» пишется раздельно."},
      {"RU_TAK_KAK_HYPHEN", kConfused, {"так-как"}, "так как", "«Так как» пишется раздельно."},
      {"RU_CHTO_BY_HYPHEN", kConfused, {"что-бы"}, "чтобы", "Пишется «чтобы» или «что бы», без дефиса."},
      {"RU_VSE_TAKI", kConfused, {"всё|все", "таки"}, "всё-таки", "Частица «-таки» пишется через дефис."},
      // Written together
      {"RU_NE_SMOTRYA_NA",
       kConfused,
       {"не", "смотря", "на"},
       "несмотря на",
       "Предлог «несмотря на» пишется слитно."},
      {"RU_NE_VZIRAYA_NA",
       kConfused,
       {"не", "взирая", "на"},
       "невзирая на",
       "Предлог «невзирая на» пишется слитно."},
      {"RU_NA_PODOBIE", kConfused, {"на", "подобие"}, "наподобие", kTogether},
      {"RU_V_SLEDSTVIE", kConfused, {"в", "следствие"}, "вследствие", "Предлог «вследствие» пишется слитно."},
      {"RU_V_POSLEDSTVII", kConfused, {"в", "последствии"}, "впоследствии", kTogether},
      {"RU_V_RUCHNUYU", kConfused, {"в", "ручную"}, "вручную", kTogether},
      {"RU_V_SLEPUYU", kConfused, {"в", "слепую"}, "вслепую", kTogether},
      {"RU_V_KRATCE", kConfused, {"в", "кратце"}, "вкратце", kTogether},
      {"RU_V_PLOTNUYU", kConfused, {"в", "плотную"}, "вплотную", kTogether},
      {"RU_NA_POSLEDOK", kConfused, {"на", "последок"}, "напоследок", kTogether},
      {"RU_ZA_CHASTUYU", kConfused, {"за", "частую"}, "зачастую", kTogether},
      {"RU_V_DOGONKU", kConfused, {"в", "догонку"}, "вдогонку", kTogether},
      {"RU_V_VIDU_TOGO",
       kConfused,
       {"в", "виду", "того"},
       "ввиду того",
       "Предлог «ввиду» (по причине) пишется слитно."},
      {"RU_V_TECHENII",
       kConfused,
       {"в", "течении"},
       "в течение",
       "Предлог времени пишется с «е» на конце: «в течение».",
       When::next_time_word},
      {"RU_V_PRODOLZHENII",
       kConfused,
       {"в", "продолжении"},
       "в продолжение",
       "Предлог времени пишется с «е» на конце: «в продолжение».",
       When::next_time_word},
      // Hyphenated
      {"RU_IZ_ZA", kConfused, {"из", "за"}, "$1-$2", "Предлог «из-за» пишется через дефис."},
      {"RU_IZ_POD", kConfused, {"из", "под"}, "$1-$2", "Предлог «из-под» пишется через дефис."},
      {"RU_NIBUD",
       kConfused,
       {"кто|что|где|куда|когда|как|какой|какая|какое|какие|какую|чей|чья|чьё|кого|кому|чем|чего|откуда",
        "нибудь"},
       "$1-$2",
       "Частица «-нибудь» пишется через дефис."},
      {"RU_LIBO",
       kConfused,
       {"кто|что|где|куда|когда|какой|какая|какое|какие|какую|кого|кому|чем|чего|откуда", "либо"},
       "$1-$2",
       "Частица «-либо» после местоимения пишется через дефис.",
       When::next_not_word},
      {"RU_TO_PARTICLE",
       kConfused,
       {"кто|где|куда|когда|какой|какая|какое|какие|какую|почему|зачем|откуда|чей|чья", "то"},
       "$1-$2",
       "Частица «-то» пишется через дефис.",
       When::sentence_end},
      {"RU_KOE",
       kConfused,
       {"кое", "кто|что|где|как|какой|какая|какие|куда|когда|чем|чего|кого|кому"},
       "$1-$2",
       "Приставка «кое-» пишется через дефис."},
      {"RU_PO_MOEMU",
       kConfused,
       {"по", "моему|твоему|вашему|нашему|своему"},
       "$1-$2",
       "Наречие «по-моему» пишется через дефис.",
       When::next_not_word},
      {"RU_PO_DRUGOMU",
       kConfused,
       {"по", "другому|новому|старому|прежнему|разному|своему|иному|настоящему"},
       "$1-$2",
       "Наречие с «по-» на «-ому» пишется через дефис.",
       When::next_not_word},
      {"RU_PO_RUSSKI",
       kConfused,
       {"по", "русски|английски|немецки|французски|китайски|японски|испански|итальянски"},
       "$1-$2",
       "Наречие «по-русски» пишется через дефис."},
      {"RU_VO_PERVYKH",
       kConfused,
       {"во|в", "первых|вторых|третьих|четвёртых|четвертых|пятых"},
       "$1-$2",
       "Вводное слово «во-первых» пишется через дефис.",
       When::next_not_word},
      // Government of prepositions
      {"RU_PO_OKONCHANII",
       kGrammar,
       {"по",
        "окончанию|завершению|истечению|прибытию|приезду|возвращению|прилёту|прилету|выполнению|получению"},
       "",
       "Предлог «по» в значении «после» требует предложного падежа: «по окончании», «по приезде».",
       When::always,
       prepositional_after_po},
      {"RU_SOGLASNO_DATIVE",
       kGrammar,
       {"согласно|благодаря|вопреки",
        "договора|приказа|графика|плана|закона|регламента|расписания|требований|правил|указаний|условий|"
        "решения|распоряжения|стандарта|протокола|инструкций|рекомендаций|положения|соглашения"},
       "",
       "Предлоги «согласно», «благодаря», «вопреки» требуют дательного падежа: «согласно договору».",
       When::always,
       dative_after_preposition},
      {"RU_OPLATIT_ZA",
       kGrammar,
       {"оплатить|оплатите|оплачивать|оплатил|оплатила|оплатили|оплачивает", "за"},
       "$1",
       "«Оплатить» что-либо, без предлога; «заплатить за» что-либо.",
       When::not_for_period},
      {"RU_OBOIKH_FEMININE",
       kGrammar,
       {"обоих|обоим|обоими",
        "сторон|сторонам|сторонами|версий|версиям|систем|системам|копий|страниц|таблиц|"
        "частей|частям|вкладок|кнопок|записей|ссылок|ошибок|команд|служб|сетей"},
       "",
       "С существительными женского рода — «обеих», «обеим», «обеими».",
       When::always,
       feminine_both},
      {"RU_DOUBLE_COMPARATIVE",
       kGrammar,
       {"более|менее",
        "лучше|хуже|проще|сложнее|быстрее|медленнее|удобнее|легче|больше|меньше|выше|ниже|"
        "дешевле|дороже|надёжнее|безопаснее|понятнее|точнее|короче|длиннее|позже|раньше"},
       "$2",
       "Двойная сравнительная степень: достаточно одного слова."},
      {"RU_SAMYJ_NAI",
       kGrammar,
       {"самый|самая|самое|самые|самого|самой|самым|самых", "наи*"},
       "$2",
       "Двойная превосходная степень: «самый» при форме на «наи-» лишнее."},
      // Pleonasms
      {"RU_PLEONASM_SVOBODNAYA_VAKANSIYA", kRedundant, {"свободн*", "ваканси*"}, "$2", kPleonasm},
      {"RU_PLEONASM_SOVMESTNOE_SOTRUDNICHESTVO",
       kRedundant,
       {"совместн*|взаимн*", "сотрудничеств*"},
       "$2",
       kPleonasm},
      {"RU_PLEONASM_PAMYATNYJ_SUVENIR", kRedundant, {"памятн*", "сувенир*"}, "$2", kPleonasm},
      {"RU_PLEONASM_PREJSKURANT_CEN", kRedundant, {"прейскурант*", "цен"}, "$1", kPleonasm},
      {"RU_PLEONASM_BESPLATNYJ_PODAROK", kRedundant, {"бесплатн*", "подар*"}, "$2", kPleonasm},
      {"RU_PLEONASM_POTENCIALNAYA_VOZMOZHNOST", kRedundant, {"потенциальн*", "возможност*"}, "$2", kPleonasm},
      {"RU_PLEONASM_VNUTRENNIJ_INTERER", kRedundant, {"внутренн*", "интерьер*"}, "$2", kPleonasm},
      {"RU_PLEONASM_OTVETNAYA_REAKCIYA", kRedundant, {"ответн*", "реакци*"}, "$2", kPleonasm},
      {"RU_PLEONASM_DRUGAYA_ALTERNATIVA", kRedundant, {"друг*", "альтернатив*"}, "$2", kPleonasm},
      {"RU_PLEONASM_SNOVA_POVTORIT", kRedundant, {"снова|опять|вновь", "повтор*"}, "$2", kPleonasm},
      {"RU_PLEONASM_POVTORIT_SNOVA", kRedundant, {"повтор*", "снова|опять|вновь|заново"}, "$1", kPleonasm},
      {"RU_PLEONASM_VERNUT_OBRATNO", kRedundant, {"верн*|возвра*", "обратно|назад"}, "$1", kPleonasm},
      {"RU_PLEONASM_PODNYAT_VVERKH", kRedundant, {"подня*|подним*", "вверх"}, "$1", kPleonasm},
      {"RU_PLEONASM_SPUSTIT_VNIZ", kRedundant, {"спуст*|спуск*|опуст*|опуск*", "вниз"}, "$1", kPleonasm},
      {"RU_PLEONASM_VPERVYE_DEBYUT", kRedundant, {"впервые", "дебют*"}, "$2", kPleonasm},
      {"RU_PLEONASM_KOLLEGA_PO_RABOTE", kRedundant, {"коллег*", "по", "работе"}, "$1", kPleonasm},
      {"RU_PLEONASM_VEDUSHCHIJ_LIDER", kRedundant, {"ведущ*", "лидер*"}, "$2", kPleonasm},
      {"RU_PLEONASM_NARODNYJ_FOLKLOR", kRedundant, {"народн*", "фольклор*"}, "$2", kPleonasm},
      {"RU_PLEONASM_NEOBKHODIMAYA_POTREBNOST", kRedundant, {"необходим*", "потребност*"}, "$2", kPleonasm},
      {"RU_PLEONASM_PERVOOCHEREDNOJ_PRIORITET", kRedundant, {"первоочередн*", "приоритет*"}, "$2", kPleonasm},
      {"RU_PLEONASM_OBSHCHIJ_KONSENSUS",
       kRedundant,
       {"общий|общего|общему|общим|общем|общая|общей|общую|общее|общие|общих|общими", "консенсус*"},
       "$2",
       kPleonasm},
      {"RU_PLEONASM_MINUTA_VREMENI", kRedundant, {"минуту|минуты|минут", "времени"}, "$1", kPleonasm},
      {"RU_PLEONASM_OTSTUPIT_NAZAD", kRedundant, {"отступ*|попят*", "назад"}, "$1", kPleonasm},
      {"RU_PLEONASM_PROGRESSIVNYJ_PROGRESS", kRedundant, {"прогрессивн*", "прогресс*"}, "$2", kPleonasm},
      {"RU_PLEONASM_LICHNO_YA", kRedundant, {"лично", "я", "сам|сама"}, "$1 $2", kPleonasm},
  };
  return table;
}

}  // namespace

void add_phrase_rules(RuleList& rules) {
  for (const auto& e : entries()) {
    std::string description;
    for (const auto& w : e.pattern) {
      const std::string first_alt = w.substr(0, w.find('|'));
      description += (description.empty() ? "" : " ") + first_alt;
    }
    rules.push_back(std::make_unique<PhraseRule>(
        RuleInfo{e.id, "«" + description + "»", e.category, e.category == kRedundant ? "style" : "grammar"},
        e));
  }
}

}  // namespace proofreader::grammar
