#include <proofreader/russian/word_formation.hpp>

#include <algorithm>
#include <array>

#include <proofreader/russian/tokenizer.hpp>

#include "lemma_list.hpp"

namespace proofreader::russian {

extern const char* const kTechnicalLexiconText;  // generated from data/technical_lexicon.txt

namespace {

bool ends_with(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

bool starts_with(std::string_view s, std::string_view prefix) {
  return s.size() >= prefix.size() && s.substr(0, prefix.size()) == prefix;
}

int letters(std::string_view s) {
  return code_points(s);
}

// Endings of nouns and adjectives in every case and number.
constexpr std::array<std::string_view, 36> kEndings = {
    "",   "а",  "у",  "ом",  "е",   "ы",  "ов",  "ам",  "ами", "ах", "и",   "ей",
    "ем", "ю",  "ь",  "я",   "ой",  "ою", "ям",  "ями", "ях",  "ых", "ий",  "ый",
    "ая", "ое", "ые", "ого", "ому", "ым", "ыми", "ую",  "ее",  "ие", "его", "ему"};

// A relational adjective of a known noun: «бит» → «битный», «агент» →
// «агентный», «проход» → «проходный» (any case and number).
bool adjective_of_known_noun(std::string_view word, const std::function<bool(const std::string&)>& known,
                             const Morphology& morphology, bool dictionary_noun = true,
                             int min_noun_letters = 3) {
  // «-н-» after the noun («бит-ный»), «-ов-/-ев-» («нит-евой», «байт-овый»).
  static constexpr std::array<std::string_view, 3> kSuffixes = {"н", "ов", "ев"};
  static constexpr std::array<std::string_view, 14> kEndingsOf = {"ый", "ой", "ая",  "ое", "ые", "ого", "ому",
                                                                  "ым", "ых", "ыми", "ую", "ом", "ою",  "ий"};
  const auto noun_known = [&](const std::string& noun) {
    if (letters(noun) < min_noun_letters || !known(noun)) return false;
    if (!dictionary_noun) return true;
    const auto parses = morphology.parse(noun);
    return std::any_of(parses.begin(), parses.end(), [](const Parse& p) {
      return !p.predicted && p.tag.pos() == "NOUN" && p.tag.gram_case() == "nomn" && p.tag.number() == "sing";
    });
  };
  for (const auto ending : kEndingsOf) {
    if (!ends_with(word, ending)) continue;
    const std::string_view base = word.substr(0, word.size() - ending.size());
    for (const auto suffix : kSuffixes) {
      if (!ends_with(base, suffix)) continue;
      const std::string stem(base.substr(0, base.size() - suffix.size()));
      for (const std::string& noun : {stem, stem + "ь", stem + "а", stem + "я"})
        if (noun_known(noun)) return true;
    }
  }
  return false;
}

// A quality adjective in «-ичный» of a known noun in «-ия» or «-ист», in any
// case and number: «иерархия» → «иерархичного», as «симметрия» → «симметричный»;
// «минималист» → «минималистичный», as «оптимист» → «оптимистичный».
bool adjective_in_ichnyj(std::string_view word, const std::function<bool(const std::string&)>& known) {
  static constexpr std::array<std::string_view, 16> kEndingsOf = {
      "ый", "ая", "ое", "ые", "ого", "ому", "ым", "ых", "ыми", "ую", "ой", "ом", "ою", "а", "о", "ы"};
  for (const auto ending : kEndingsOf) {
    if (!ends_with(word, std::string("ичн").append(ending))) continue;
    const std::string stem(word.substr(0, word.size() - std::string_view("ичн").size() - ending.size()));
    if (letters(stem) >= 4 && (known(stem + "ия") || (ends_with(stem, "ист") && known(stem)))) return true;
  }
  return false;
}

// What follows a prefix, as the dictionary spells it: after a prefix ending in a
// consonant a root's «и» is written «ы» («под-ытог» of «итог», «раз-ыменовать»
// of «именовать», as «предыстория», «розыск»).
std::string root_after_prefix(std::string_view word, std::string_view prefix) {
  std::string rest(word.substr(prefix.size()));
  static constexpr std::string_view kVowels = "аеёиоуыэюя";
  const bool consonant_final =
      letters(prefix) > 0 && kVowels.find(prefix.substr(prefix.size() - 2)) == std::string_view::npos;
  if (consonant_final && starts_with(rest, "ы")) rest.replace(0, std::string_view("ы").size(), "и");
  return rest;
}

bool any_pos(const Morphology& morphology, const std::string& word,
             std::initializer_list<std::string_view> poses) {
  const auto parses = morphology.parse(word);
  return std::any_of(parses.begin(), parses.end(), [&](const Parse& p) {
    return !p.predicted && std::find(poses.begin(), poses.end(), p.tag.pos()) != poses.end();
  });
}

// After these letters Russian writes «и», not «ы».
constexpr std::array<std::string_view, 7> kHushingAndVelar = {"г", "к", "х", "ж", "ш", "ч", "щ"};

// Endings of full adjectives and participles, hard and soft.
constexpr std::array<std::string_view, 22> kAdjectiveEndings = {
    "ый", "ий", "ого", "его", "ому", "ему", "ым", "им",  "ом",  "ем", "ая",
    "ой", "ей", "ую",  "ые",  "ие",  "ых",  "их", "ыми", "ими", "ое", "ее"};

bool lexicon_word(const std::string& word) {
  const auto& lexicon = technical_lexicon();
  return std::find(lexicon.begin(), lexicon.end(), word) != lexicon.end();
}

// A form of a verb in «-овать» («-ировать») that the dictionary lacks but the
// paradigm predicts: its finite forms, participles, gerunds and verbal noun
// («балансируемых» of «балансировать», «каскадироваться», «монтирований»).
// The verb is known, or made from a known noun in «-ация»/«-яция» the way
// Russian pairs them («виртуализация» → «виртуализировать», «виртуализовать»;
// «инкапсуляция» → «инкапсулировать»).
bool ovat_verb_form(std::string_view word, const std::function<bool(const std::string&)>& known) {
  // What follows the stem: the verb's own forms, then the stems that take an
  // adjective ending (participles) or a noun ending (the verbal noun «-ование»).
  static constexpr std::array<std::string_view, 27> kForms = {
      "овать", "оваться", "ует",   "уют",      "уется", "уются",  "ую",      "уешь",    "уем",
      "уете",  "овал",    "овала", "овало",    "овали", "овался", "овалась", "овалось", "овались",
      "уя",    "уясь",    "овав",  "овавшись", "ован",  "ована",  "овано",   "ованы",   "уйте"};
  static constexpr std::array<std::string_view, 4> kParticiples = {"уем", "ованн", "ующ", "овавш"};
  static constexpr std::array<std::string_view, 9> kNounEndings = {"е", "я",  "ю",   "ем", "и",
                                                                   "й", "ям", "ями", "ях"};
  std::vector<std::string_view> stems;
  for (const auto form : kForms)
    if (ends_with(word, form)) stems.push_back(word.substr(0, word.size() - form.size()));
  for (std::string_view w :
       {word, ends_with(word, "ся") ? word.substr(0, word.size() - 4) : std::string_view()}) {
    if (w.empty()) continue;
    for (const auto ending : kAdjectiveEndings) {
      if (!ends_with(w, ending)) continue;
      const auto base = w.substr(0, w.size() - ending.size());
      for (const auto participle : kParticiples)
        if (ends_with(base, participle)) stems.push_back(base.substr(0, base.size() - participle.size()));
    }
  }
  for (const auto ending : kNounEndings)
    if (ends_with(word, std::string("овани").append(ending)))
      stems.push_back(word.substr(0, word.size() - std::string_view("овани").size() - ending.size()));
  for (const auto stem_view : stems) {
    if (letters(stem_view) < 4) continue;
    const std::string stem(stem_view);
    // A known word in «-овать» is a verb by its ending (the lexicon's verbs are only predicted).
    if (known(stem + "овать")) return true;
    // The noun in «-ация» is a noun by its suffix, known to a dictionary or the lexicon.
    if (known(stem + "ация")) return true;  // «виртуализ-ация» → «виртуализ-овать»
    // A verbal noun in «-ование» of the lexicon makes its verb («зеркалирование» → «зеркалировать»).
    // Only the lexicon's, judged by hand: a derived one may be a typo accepted («скомилирование»).
    if (lexicon_word(stem + "ование")) return true;
    if (ends_with(stem, "ир")) {
      const std::string root = stem.substr(0, stem.size() - std::string_view("ир").size());
      if (known(root + "ация") || known(root + "яция")) return true;
      // «-кация» gives «-цировать»: «дедупликация» → «дедуплицировать», as
      // «мультипликация» → «мультиплицировать».
      if (ends_with(root, "ц") && known(root.substr(0, root.size() - std::string_view("ц").size()) + "кация"))
        return true;
    }
  }
  return false;
}

// An agent noun in «-атор»/«-ятор» of a known action noun in «-ация»/«-яция»,
// in any case and number: «нормализация» → «нормализатор», «валидация» →
// «валидатору», as «компиляция» → «компилятор».
bool agent_noun_of_action(std::string_view word, const std::function<bool(const std::string&)>& known) {
  static constexpr std::array<std::string_view, 10> kNounEndings = {"",  "а",  "у",  "ом",  "е",
                                                                    "ы", "ов", "ам", "ами", "ах"};
  for (const auto ending : kNounEndings) {
    if (!ends_with(word, std::string("тор").append(ending))) continue;
    const std::string stem(word.substr(0, word.size() - std::string_view("тор").size() - ending.size()));
    if (letters(stem) < 5 || !(ends_with(stem, "а") || ends_with(stem, "я"))) continue;
    if (known(stem + "ция")) return true;
  }
  return false;
}

bool formed(std::string_view word, const std::function<bool(const std::string&)>& known,
            const Morphology& morphology, int depth);

// A verb in «-ать», known or itself formed («от-рисовать», «до-сортировать»).
bool verb_in_at(const std::string& verb, const std::function<bool(const std::string&)>& known,
                const Morphology& morphology, int depth) {
  if (known(verb)) return any_pos(morphology, verb, {"INFN"});
  return formed(verb, known, morphology, depth + 1);
}

// A perfective verb in «-ать» with a verb prefix that the dictionary knows
// («пролистать», «прочитать»): Russian makes its secondary imperfective in
// «-ывать»/«-ивать» («пролистывать», as «прочитывать»).
bool prefixed_perfective_in_at(const std::string& verb, const Morphology& morphology) {
  if (std::none_of(verb_prefixes().begin(), verb_prefixes().end(),
                   [&](std::string_view p) { return starts_with(verb, p); }))
    return false;
  const auto parses = morphology.parse(verb);
  return std::any_of(parses.begin(), parses.end(), [](const Parse& p) {
    return !p.predicted && p.tag.pos() == "INFN" && p.tag.aspect() == "perf";
  });
}

// What Russian makes of a verb in «-овать»: its secondary imperfective in
// «-овывать» with its forms («отрисовать» → «отрисовывать», «отрисовывает»,
// «отрисовывающий»), its action noun in «-овка» («отрисовка»,
// «досортировки») and its agent noun in «-овщик» («тестировать» →
// «тестировщики», as «страховать» → «страховщик»). Only «-овать»: «подержка»
// is no noun of «подержать» but a typo of «поддержка». The secondary
// imperfective also of a prefixed perfective in «-ать» the dictionary knows
// («пролистать» → «пролистывать»; «-ивать» after г, к, х, ж, ш, ч, щ).
bool made_of_verb_in_ovat(std::string_view word, const std::function<bool(const std::string&)>& known,
                          const Morphology& morphology, int depth) {
  static constexpr std::array<std::string_view, 25> kImperfectiveTails = {
      "ть",   "ться", "ет",   "ется", "ют",    "ются", "л",    "ла",   "ло",   "ли",   "я",    "ясь", "ющий",
      "ющая", "ющее", "ющие", "ющих", "ющего", "ющим", "ющей", "ющую", "емый", "емые", "емых", "емой"};
  for (const auto tail : kImperfectiveTails)
    for (const std::string_view suffix : {"ыва", "ива"}) {
      const std::string ending = std::string(suffix).append(tail);
      if (!ends_with(word, ending)) continue;
      const std::string stem(word.substr(0, word.size() - ending.size()));
      if (letters(stem) < 5) continue;
      const bool after_hushing = std::any_of(kHushingAndVelar.begin(), kHushingAndVelar.end(),
                                             [&](std::string_view c) { return ends_with(stem, c); });
      if (after_hushing != (suffix == "ива")) continue;
      if (ends_with(stem, "ов") && verb_in_at(stem + "ать", known, morphology, depth)) return true;
      if (prefixed_perfective_in_at(stem + "ать", morphology)) return true;
    }
  static constexpr std::array<std::string_view, 19> kNounEndings = {
      "ка",   "ки",   "ке",    "ку",   "кой",  "кам",   "ками",  "ках",    "кою",  "щик",
      "щика", "щику", "щиком", "щике", "щики", "щиков", "щикам", "щиками", "щиках"};
  for (const auto ending : kNounEndings) {
    if (!ends_with(word, ending)) continue;
    const std::string stem(word.substr(0, word.size() - ending.size()));
    if (letters(stem) >= 5 && ends_with(stem, "ов") && verb_in_at(stem + "ать", known, morphology, depth))
      return true;
  }
  return false;
}

// A reflexive verb form made from a known transitive verb form: «-ироваться»
// from «-ировать», «индексируется» from «индексирует».
bool reflexive_of_known(std::string_view word, const std::function<bool(const std::string&)>& known,
                        const Morphology& morphology, int depth);

// A noun with a verb prefix whose prefixed verb is known or formed: «до-запись»
// of «дозаписать» (itself «до-» + «записать»), as «запись» of «записать». The
// noun's stem, its lemma without the ending, must begin the verb: «до-запис-ать».
bool noun_of_prefixed_verb(std::string_view word, const std::function<bool(const std::string&)>& known,
                           const Morphology& morphology, int depth) {
  static constexpr std::array<std::string_view, 9> kPrefixes = {"до",  "от", "вы",   "про", "за",
                                                                "раз", "об", "пере", "под"};
  for (const auto prefix : kPrefixes) {
    if (!starts_with(word, prefix)) continue;
    const std::string rest(word.substr(prefix.size()));
    if (letters(rest) < 5 || !known(rest)) continue;
    for (const auto& parse : morphology.parse(rest)) {
      if (parse.predicted || parse.tag.pos() != "NOUN") continue;
      std::string stem = parse.normal_form;
      for (const std::string_view last : {"ь", "а", "я", "о"})
        if (ends_with(stem, last)) {
          stem.resize(stem.size() - last.size());
          break;
        }
      // An action noun in «-ка» drops its «к» in the verb: «за-груз-ка», «за-груз-ить».
      std::vector<std::string> stems{stem};
      if (ends_with(stem, "к")) stems.push_back(stem.substr(0, stem.size() - std::string_view("к").size()));
      for (const auto& verb_stem : stems)
        for (const std::string_view verb_suffix : {"ать", "ить", "ывать", "ивать"}) {
          const std::string verb = std::string(prefix) + verb_stem + std::string(verb_suffix);
          if (known(verb) ? any_pos(morphology, verb, {"INFN"}) : formed(verb, known, morphology, depth + 1))
            return true;
        }
    }
  }
  return false;
}

bool formed(std::string_view word, const std::function<bool(const std::string&)>& known,
            const Morphology& morphology, int depth) {
  if (depth > 2 || letters(word) < 7) return false;
  // Numeral and quantity stems with their linking vowel: «шестнадцати-битные»,
  // «много-агентный», «двух-проходный», «одно-ранговый».
  static constexpr std::array<std::string_view, 27> kQuantities = {"одно",         "двух",
                                                                   "трёх",         "трех",
                                                                   "четырёх",      "четырех",
                                                                   "пяти",         "шести",
                                                                   "семи",         "восьми",
                                                                   "девяти",       "десяти",
                                                                   "двенадцати",   "шестнадцати",
                                                                   "двадцати",     "тридцати",
                                                                   "сорока",       "шестидесяти",
                                                                   "ста",          "много",
                                                                   "мало",         "разно",
                                                                   "равно",        "полу",
                                                                   "тридцатидвух", "шестидесятичетырёх",
                                                                   "дву"};
  for (const auto stem : kQuantities) {
    if (!starts_with(word, stem)) continue;
    const std::string rest(word.substr(stem.size()));
    if (letters(rest) < 4) continue;
    if ((known(rest) && any_pos(morphology, rest, {"ADJF", "NOUN"})) ||
        adjective_of_known_noun(rest, known, morphology))
      return true;
  }
  // Prefixes and the part of speech of what they join: «под-» and «над-»
  // make nouns («подмодуль», «подкаталог»), «по-» adjectives of manner or
  // measure («попакетный», «построчный»), «пере-», «пред-», «до-», «раз-»
  // verbs and their derivatives («переиндексировать», «предзагрузка»).
  struct Prefix {
    std::string_view text;
    std::initializer_list<std::string_view> poses;
  };
  static const std::array<Prefix, 8> kPrefixes = {{{"под", {"NOUN"}},
                                                   {"вне", {"ADJF"}},
                                                   {"над", {"NOUN"}},
                                                   {"по", {"ADJF"}},
                                                   {"пере", {"INFN", "VERB", "NOUN", "PRTF", "GRND", "ADJF"}},
                                                   {"пред", {"NOUN", "ADJF", "INFN", "VERB", "PRTF"}},
                                                   {"до", {"INFN", "VERB", "PRTF", "GRND"}},
                                                   {"раз", {"INFN", "VERB", "PRTF", "GRND"}}}};
  for (const auto& prefix : kPrefixes) {
    if (!starts_with(word, prefix.text)) continue;
    const std::string rest = root_after_prefix(word, prefix.text);
    if (letters(rest) < 5) continue;
    if (known(rest) && any_pos(morphology, rest, prefix.poses)) return true;
    if (reflexive_of_known(rest, known, morphology, depth + 1)) return true;
    // «по-процессный», «по-нитевой»: a distributive adjective of a known noun.
    if (prefix.text == "по" && adjective_of_known_noun(rest, known, morphology)) return true;
  }
  // Decimal and binary prefixes of units before a known noun: «киби-байты», «гига-герц».
  static constexpr std::array<std::string_view, 14> kUnitPrefixes = {"кило", "мега",  "гига", "тера", "пета",
                                                                     "экса", "киби",  "меби", "гиби", "теби",
                                                                     "пеби", "эксби", "зеби", "йоби"};
  for (const auto prefix : kUnitPrefixes) {
    if (!starts_with(word, prefix)) continue;
    const std::string rest(word.substr(prefix.size()));
    if (letters(rest) >= 3 && known(rest) && any_pos(morphology, rest, {"NOUN"})) return true;
  }
  // Decimal submultiples before a unit noun, one the dictionary knows with
  // another unit prefix: «деци-секундах» as «милли-секундах», «санти-ватт».
  static constexpr std::array<std::string_view, 6> kSubmultiples = {"деци",  "санти", "милли",
                                                                    "микро", "нано",  "пико"};
  for (const auto prefix : kSubmultiples) {
    if (!starts_with(word, prefix)) continue;
    const std::string rest(word.substr(prefix.size()));
    // The rest is a noun itself: «микро-она» is no unit («милли-она» is «миллиона»).
    if (letters(rest) < 3 || !known(rest) || !any_pos(morphology, rest, {"NOUN"})) continue;
    for (const std::string_view other : {"кило", "милли", "микро"})
      if (other != prefix && known(std::string(other).append(rest)) &&
          any_pos(morphology, std::string(other).append(rest), {"NOUN"}))
        return true;
  }
  if (noun_of_prefixed_verb(word, known, morphology, depth)) return true;
  // «от-монтируется», «в-компилированные», «про-сканирует», «с-клонирован»,
  // «пре-компилированный»: a verb prefix before a known verb form.
  for (const std::string_view prefix : {"от", "в", "про", "с", "пре", "за", "вы"}) {
    if (!starts_with(word, prefix)) continue;
    const std::string rest = root_after_prefix(word, prefix);
    if (letters(rest) >= 7 && known(rest) &&
        any_pos(morphology, rest, {"VERB", "INFN", "PRTF", "PRTS", "GRND"}))
      return true;
  }
  // An abstract noun in «-ость» of a known adjective or participle:
  // «атомарн-ость», «включённ-ости», «двоичн-ости».
  static constexpr std::array<std::string_view, 7> kOst = {"ость",  "ости",   "остью", "остей",
                                                           "остям", "остями", "остях"};
  for (const auto ending : kOst) {
    if (!ends_with(word, ending)) continue;
    const std::string stem(word.substr(0, word.size() - ending.size()));
    if (letters(stem) < 5) continue;
    for (const std::string& adjective : {stem + "ый", stem + "ий", stem + "ой"})
      if (known(adjective) && any_pos(morphology, adjective, {"ADJF", "PRTF"})) return true;
  }
  // A noun stem, a linking vowel and a known adjective or participle, full or
  // short: «поток-о-ориентированный», «нит-е-безопасные», «регистр-о-зависимы».
  // A short adjective needs a longer stem and rest: «зга-о-ловка» is «заголовка» mistyped.
  for (std::size_t cut = 6; cut + 12 <= word.size(); cut += 2) {
    const std::string_view link = word.substr(cut, 2);
    if (link != "о" && link != "е") continue;
    const std::string stem(word.substr(0, cut));
    const std::string rest(word.substr(cut + 2));
    if (!known(rest)) continue;
    if (!any_pos(morphology, rest, {"ADJF", "PRTF"}) &&
        (letters(stem) < 4 || letters(rest) < 7 || !any_pos(morphology, rest, {"ADJS"})))
      continue;
    for (const std::string& noun : {stem, stem + "ь", stem + "а"})
      if (known(noun) && any_pos(morphology, noun, {"NOUN"})) return true;
  }
  // A relational adjective of a technical lexicon noun: «сокет-ный», «юникод-ная».
  if (adjective_of_known_noun(word, lexicon_word, morphology, false)) return true;
  if (ovat_verb_form(word, known)) return true;
  if (agent_noun_of_action(word, known)) return true;
  if (adjective_in_ichnyj(word, known)) return true;
  if (made_of_verb_in_ovat(word, known, morphology, depth)) return true;
  // A relational adjective of a dictionary noun of five letters or more:
  // «аргумент-ные», «дейтаграмм-ный».
  if (adjective_of_known_noun(word, known, morphology, true, 5)) return true;
  return reflexive_of_known(word, known, morphology, depth);
}

bool reflexive_of_known(std::string_view word, const std::function<bool(const std::string&)>& known,
                        const Morphology& morphology, int depth) {
  for (const std::string_view suffix : {"ся", "сь"}) {
    if (!ends_with(word, suffix)) continue;
    const std::string base(word.substr(0, word.size() - suffix.size()));
    // «-ся» after a consonant (or «ь»), «-сь» after a vowel: «содержися»,
    // «кодируюся», «предоставлялсь» are typos, not forms.
    static constexpr std::array<std::string_view, 10> kVowels = {"а", "е", "ё", "и", "о",
                                                                 "у", "ы", "э", "ю", "я"};
    const bool after_vowel =
        std::any_of(kVowels.begin(), kVowels.end(), [&](std::string_view v) { return ends_with(base, v); });
    if (after_vowel != (suffix == "сь")) return false;
    const bool base_known = known(base) || formed(base, known, morphology, depth + 1);
    if (!base_known) return false;
    // «каскадироваться»: a verb in «-овать» makes its reflexive whatever its transitivity.
    if (ends_with(base, "овать") && any_pos(morphology, base, {"INFN"})) return true;
    const auto parses = morphology.parse(base);
    return std::any_of(parses.begin(), parses.end(), [](const Parse& p) {
      return (p.tag.pos() == "INFN" || p.tag.pos() == "VERB" || p.tag.pos() == "PRTF" ||
              p.tag.pos() == "GRND") &&
             p.tag.has("tran");
    });
  }
  return false;
}

}  // namespace

const std::array<std::string_view, 16>& verb_prefixes() {
  static constexpr std::array<std::string_view, 16> kPrefixes = {
      "про", "пере", "до", "за", "вы", "от", "об", "под", "раз", "рас", "с", "на", "при", "пре", "у", "по"};
  return kPrefixes;
}

const std::vector<std::string>& technical_lexicon() {
  static const std::vector<std::string> lemmas = lemma_list(kTechnicalLexiconText);
  return lemmas;
}

bool form_of_lemma(std::string_view word, std::string_view lemma) {
  if (word == lemma) return true;
  std::string_view stem = lemma;
  for (const std::string_view last : {"а", "я", "о", "е", "ь", "й", "ы", "и"})
    if (ends_with(lemma, last) && letters(lemma) > 2) {
      stem = lemma.substr(0, lemma.size() - last.size());
      break;
    }
  if (!starts_with(word, stem)) return false;
  const auto ending = word.substr(stem.size());
  return std::find(kEndings.begin(), kEndings.end(), ending) != kEndings.end();
}

std::vector<std::string> word_forms(std::string_view word, const Morphology& morphology) {
  const std::string lower = to_lower(word);
  std::vector<std::string> forms{lower};
  const auto add_lexeme = [&](const Parse& parse) {
    for (auto& form : morphology.lexeme(parse)) forms.push_back(std::move(form.word));
  };
  const ParseList parses = morphology.parse(lower);
  const bool known = std::any_of(parses.begin(), parses.end(), [](const Parse& p) { return !p.predicted; });
  if (known) {
    for (const auto& p : parses)
      if (!p.predicted) add_lexeme(p);
  } else {
    // The most likely prediction whose paradigm really has the word among its forms.
    for (const auto& p : parses) {
      if (p.paradigm < 0) continue;
      const auto lexeme = morphology.lexeme(p);
      if (std::none_of(lexeme.begin(), lexeme.end(), [&](const WordForm& f) { return f.word == lower; }))
        continue;
      add_lexeme(p);
      break;
    }
  }
  std::sort(forms.begin(), forms.end());
  forms.erase(std::unique(forms.begin(), forms.end()), forms.end());
  return forms;
}

bool formed_word(std::string_view word, const std::function<bool(const std::string&)>& known,
                 const Morphology& morphology) {
  return formed(word, known, morphology, 0);
}

}  // namespace proofreader::russian
