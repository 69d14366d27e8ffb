#include <proofreader/russian/word_formation.hpp>

#include <algorithm>
#include <array>
#include <sstream>

#include <proofreader/russian/tokenizer.hpp>

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
                             const Morphology& morphology, bool dictionary_noun = true) {
  // «-н-» after the noun («бит-ный»), «-ов-/-ев-» («нит-евой», «байт-овый»).
  static constexpr std::array<std::string_view, 3> kSuffixes = {"н", "ов", "ев"};
  static constexpr std::array<std::string_view, 14> kEndingsOf = {"ый", "ой", "ая",  "ое", "ые", "ого", "ому",
                                                                  "ым", "ых", "ыми", "ую", "ом", "ою",  "ий"};
  const auto noun_known = [&](const std::string& noun) {
    if (letters(noun) < 3 || !known(noun)) return false;
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

bool any_pos(const Morphology& morphology, const std::string& word,
             std::initializer_list<std::string_view> poses) {
  const auto parses = morphology.parse(word);
  return std::any_of(parses.begin(), parses.end(), [&](const Parse& p) {
    return !p.predicted && std::find(poses.begin(), poses.end(), p.tag.pos()) != poses.end();
  });
}

// A reflexive verb form made from a known transitive verb form: «-ироваться»
// from «-ировать», «индексируется» from «индексирует».
bool reflexive_of_known(std::string_view word, const std::function<bool(const std::string&)>& known,
                        const Morphology& morphology, int depth);

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
  static const std::array<Prefix, 7> kPrefixes = {{{"под", {"NOUN"}},
                                                   {"над", {"NOUN"}},
                                                   {"по", {"ADJF"}},
                                                   {"пере", {"INFN", "VERB", "NOUN", "PRTF", "GRND", "ADJF"}},
                                                   {"пред", {"NOUN", "ADJF", "INFN", "VERB", "PRTF"}},
                                                   {"до", {"INFN", "VERB", "PRTF", "GRND"}},
                                                   {"раз", {"INFN", "VERB", "PRTF", "GRND"}}}};
  for (const auto& prefix : kPrefixes) {
    if (!starts_with(word, prefix.text)) continue;
    const std::string rest(word.substr(prefix.text.size()));
    if (letters(rest) < 5) continue;
    if (known(rest) && any_pos(morphology, rest, prefix.poses)) return true;
    if (reflexive_of_known(rest, known, morphology, depth + 1)) return true;
    // «по-процессный», «по-нитевой»: a distributive adjective of a known noun.
    if (prefix.text == "по" && adjective_of_known_noun(rest, known, morphology)) return true;
  }
  // «от-монтируется», «в-компилированные»: «от-» and «в-» before a verb form.
  for (const std::string_view prefix : {"от", "в"}) {
    if (!starts_with(word, prefix)) continue;
    const std::string rest(word.substr(prefix.size()));
    if (letters(rest) >= 7 && known(rest) && any_pos(morphology, rest, {"VERB", "INFN", "PRTF", "GRND"}))
      return true;
  }
  // A noun stem, a linking vowel and a known adjective or participle:
  // «поток-о-ориентированный», «нит-е-безопасные».
  for (std::size_t cut = 6; cut + 12 <= word.size(); cut += 2) {
    const std::string_view link = word.substr(cut, 2);
    if (link != "о" && link != "е") continue;
    const std::string stem(word.substr(0, cut));
    const std::string rest(word.substr(cut + 2));
    if (!known(rest) || !any_pos(morphology, rest, {"ADJF", "PRTF"})) continue;
    for (const std::string& noun : {stem, stem + "ь", stem + "а"})
      if (known(noun) && any_pos(morphology, noun, {"NOUN"})) return true;
  }
  // A relational adjective of a technical lexicon noun: «сокет-ный», «юникод-ная».
  if (adjective_of_known_noun(
          word,
          [](const std::string& noun) {
            const auto& lexicon = technical_lexicon();
            return std::find(lexicon.begin(), lexicon.end(), noun) != lexicon.end();
          },
          morphology, false))
    return true;
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

const std::vector<std::string>& technical_lexicon() {
  static const std::vector<std::string> lemmas = [] {
    std::vector<std::string> out;
    std::istringstream in(kTechnicalLexiconText);
    for (std::string line; std::getline(in, line);) {
      if (const auto hash = line.find('#'); hash != std::string::npos) line.erase(hash);
      while (!line.empty() && (line.back() == ' ' || line.back() == '\r' || line.back() == '\t'))
        line.pop_back();
      const auto start = line.find_first_not_of(" \t");
      if (start != std::string::npos) out.push_back(line.substr(start));
    }
    return out;
  }();
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
