#include "spelling_rules.hpp"

#include "../chars.hpp"

#include <proofreader/russian/word_formation.hpp>

namespace proofreader::grammar {

namespace {

constexpr std::size_t kSuggestions = 5;
constexpr int kSlowSuggestionsPerCheck = 3;  // hunspell's suggest() costs ~50 ms a word
// Past this many unknown words (garbage, a foreign language) the rest get no
// suggestions, so that a check stays fast whatever the text.
constexpr int kSuggestedWordsPerCheck = 300;

bool ends_with(const std::string& s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// Endings of finite verbs, infinitives and past forms: what may follow a «не»
// that was glued to a verb by mistake.
bool looks_like_verb(const std::string& w) {
  static const std::string_view endings[] = {"ть",   "ться", "ет",   "ит",   "ат",   "ят",   "ут",   "ют",
                                             "ется", "ится", "ются", "ятся", "ешь",  "ишь",  "ете",  "ите",
                                             "ла",   "ло",   "ли",   "лся",  "лась", "лось", "лись", "ем"};
  for (auto e : endings)
    if (ends_with(w, e)) return true;
  return false;
}

// «незапускается» → «запускается» when «не» is glued to a verb; empty otherwise.
std::string verb_after_glued_ne(const std::string& lower, const Speller& speller,
                                const russian::Morphology* morphology) {
  if (lower.rfind("не", 0) != 0 || lower.size() <= 6) return {};
  const std::string rest = lower.substr(4);  // «не» is four bytes
  if (!speller.correct(rest)) return {};
  if (morphology) {
    for (const auto& p : morphology->parse(rest)) {
      if (p.predicted) continue;
      const auto pos = p.tag.pos();
      if (pos == "VERB" || pos == "INFN" || pos == "GRND") return rest;
    }
    return {};
  }
  return looks_like_verb(rest) ? rest : std::string();
}

bool all_upper(const std::u32string& w) {
  for (char32_t c : w)
    if (is_cyrillic_lower(c)) return false;
  return true;
}

class SpellingRule : public Rule {
 public:
  explicit SpellingRule(std::shared_ptr<const Speller> speller)
      : Rule({"RU_SPELLING", "Орфографическая ошибка", Category::typos, "misspelling"}),
        speller_(std::move(speller)) {}

  void check(const Analysis& a, std::vector<Match>& out) const override {
    int slow_left = kSlowSuggestionsPerCheck;
    int suggest_left = kSuggestedWordsPerCheck;
    for (int i = 0; i < a.token_count(); ++i) {
      if (!a.is_cyrillic_word(i)) continue;
      const auto& tok = a.token(i);
      const std::u32string w = decode_utf8(tok.text);
      if (!checkable(w) || abbreviation(a, i, w) || cut_word(a, i, w)) continue;
      if (accepted(a, i, w)) continue;
      if (!verb_after_glued_ne(a.lower(i), *speller_, a.morphology()).empty()) continue;
      Match m;
      m.offset = tok.offset;
      m.length = tok.length;
      m.message = "Возможно, слово написано с ошибкой.";
      m.short_message = "Орфографическая ошибка";
      if (suggest_left-- > 0) {
        m.replacements = speller_->suggest(tok.text, kSuggestions, slow_left > 0);
        if (m.replacements.empty()) --slow_left;
      }
      out.push_back(std::move(m));
    }
  }

 private:
  // Only Russian words: no Latin letters or digits, not an abbreviation in
  // capitals, longer than three letters (shorter unknown ones are syllables
  // and abbreviations in tables: «Вос», «Дес»; a typo there has no sure fix).
  // A word without a vowel is no Russian word but a placeholder or a format
  // («гггг/мм/дд», «ччммсс»): a typo does not take every vowel out of a word.
  static bool checkable(const std::u32string& w) {
    if (w.size() < 4 || all_upper(w)) return false;
    static const std::u32string vowels = U"аеёиоуыэюяАЕЁИОУЫЭЮЯ";
    bool vowel = false;
    for (char32_t c : w) {
      if (!is_cyrillic(c) && c != '-') return false;
      vowel = vowel || vowels.find(c) != std::u32string::npos;
    }
    return vowel;
  }

  // «(запрос подтв.)», «упр. устр.)»: a short word cut by a full stop that
  // goes on in lower case, a bracket or a comma is an abbreviation.
  static bool abbreviation(const Analysis& a, int i, const std::u32string& w) {
    if (w.size() > 6 || !a.is_punct(i + 1, ".")) return false;
    const int next = a.next_solid(i + 1);
    if (next < 0) return false;
    if (a.is_punct(next, ")") || a.is_punct(next, ",")) return true;
    return a.is_word(next) && a.token(next).text == a.lower(next);
  }

  // «Имя симв.», «Знач.симв»: a word cut short at a full stop, the way
  // abbreviations are made — a dictionary word goes on from it with a vowel,
  // and it is no word that has only lost its last letter («кнопк.» of
  // «кнопка», «груп.» of «групп» stay typos).
  static bool cut_word(const Analysis& a, int i, const std::u32string& w) {
    const bool stop_after = a.is_punct(i + 1, ".");
    const bool glued_to_abbreviation = i >= 2 && a.is_punct(i - 1, ".") && a.is_word(i - 2);  // «Знач.симв»
    if (w.size() > 5 || !(stop_after || glued_to_abbreviation) || !a.morphology()) return false;
    const auto& morphology = *a.morphology();
    const std::string& lower = a.lower(i);
    // Russian cuts a word after a consonant, before a vowel: «симв|ол», «назн|ачение».
    static const std::string_view vowels = "аеёиоуыэюя";
    static const std::string_view consonants = "бвгджзйклмнпрстфхцчшщ";
    if (consonants.find(lower.substr(lower.size() - 2)) == std::string_view::npos) return false;
    bool before_vowel = false;
    for (std::size_t at = 0; at < vowels.size() && !before_vowel; at += 2)  // two bytes a letter
      before_vowel = morphology.begins_known_word(lower + std::string(vowels.substr(at, 2)));
    if (!before_vowel) return false;
    // «груп.» of «групп», «кнопк.» of «кнопка»: a word short of its last letter is a typo.
    static const std::string_view letters = "абвгдеёжзийклмнопрстуфхцчшщъыьэюя";
    for (std::size_t at = 0; at < letters.size(); at += 2)  // two bytes a letter
      if (morphology.is_known(lower + std::string(letters.substr(at, 2)))) return false;
    return true;
  }

  // «процессорно-ориентированный», «архитектуро-независимый»: the first part
  // of a compound ends in a linking vowel after a known stem (процессор,
  // архитектура, гендерный).
  bool compound_part(const std::string& part) const {
    if (part.size() < 8 || !(part.ends_with("о") || part.ends_with("е"))) return false;
    const std::string stem = part.substr(0, part.size() - 2);
    for (const std::string& base : {stem, stem + "а", stem + "ый", stem + "ий"})
      if (speller_->correct(base)) return true;
    return stem.ends_with("н") && speller_->correct(stem.substr(0, stem.size() - 2));
  }

  bool accepted(const Analysis& a, int i, const std::u32string& w) const {
    const auto& text = a.token(i).text;
    if (a.request_accepts(a.lower(i))) return true;
    if (speller_->correct(text) || speller_->correct(a.lower(i))) return true;
    // A capitalised word inside a sentence is most likely a name.
    if (is_cyrillic_upper(w[0]) && !a.starts_sentence(i)) return true;
    // The name of a letter after «буква» («армянская заглавная буква пьюр»)
    // is a name too, whatever its case.
    if (const int prev = a.prev_solid(i); a.is_word(prev) && a.lower(prev) == "буква") return true;
    if (derived_word(a, a.lower(i))) return true;
    // Hyphenated compounds: accepted when every part is a word, a known one or
    // a derived one («не-дейтаграммный»).
    if (w.find('-') != std::u32string::npos) {
      std::size_t start = 0;
      const std::string& lower = a.lower(i);
      while (start <= lower.size()) {
        const std::size_t dash = std::min(lower.find('-', start), lower.size());
        const std::string part = lower.substr(start, dash - start);
        const bool last = dash == lower.size();
        if (!part.empty() && !a.request_accepts(part) && !speller_->correct(part) && !derived_word(a, part) &&
            (last || !compound_part(part)))
          return false;
        start = dash + 1;
      }
      return true;
    }
    return false;
  }

  // A word made of a known one by a productive prefix, compounding or
  // derivation («пересборка», «шестнадцатибитные», «подмодулях»,
  // «переиндексироваться»): this rule's prefixes and the shared word-formation rules.
  bool derived_word(const Analysis& a, const std::string& lower) const {
    if (prefixed_word(a, lower)) return true;
    return formed_word(a, lower);
  }

  bool formed_word(const Analysis& a, const std::string& lower) const {
    return a.morphology() &&
           russian::formed_word(
               lower, [&](const std::string& part) { return speller_->correct(part); }, *a.morphology());
  }

  // Productive prefixes of technical Russian: «пересборка», «автозапуск»,
  // «однострочный», «метапакет» are words when the rest is one. «не» before a
  // known word is accepted too; glued to a verb it is RU_NE_WITH_VERB_TOGETHER's.
  // The rest may itself be derived («мульти-процессном»: an adjective of «процесс»).
  bool prefixed_word(const Analysis& a, const std::string& lower) const {
    static const std::string_view prefixes[] = {
        "пере",  "недо",   "авто",  "мульти", "одно",  "двух",  "трёх", "много", "мета", "микро",
        "макро", "мини",   "супер", "гипер",  "видео", "аудио", "фото", "радио", "теле", "само",
        "полу",  "псевдо", "анти",  "контр",  "сверх", "пред",  "пост", "ре",    "де",   "раз",
        "рас",   "без",    "бес",   "меж",    "интер", "суб",   "нано", "кибер", "веб",  "не"};
    constexpr std::size_t kMinRestBytes = 8;  // four Cyrillic letters
    for (auto prefix : prefixes) {
      if (lower.size() < prefix.size() + kMinRestBytes || lower.compare(0, prefix.size(), prefix) != 0)
        continue;
      const std::string rest = lower.substr(prefix.size());
      if (speller_->correct(rest) || formed_word(a, rest)) return true;
    }
    return false;
  }

  std::shared_ptr<const Speller> speller_;
};

class NeWithVerbRule : public Rule {
 public:
  explicit NeWithVerbRule(std::shared_ptr<const Speller> speller)
      : Rule({"RU_NE_WITH_VERB_TOGETHER", "«Не» с глаголом пишется раздельно", Category::confused_words,
              "misspelling"}),
        speller_(std::move(speller)) {}

  void check(const Analysis& a, std::vector<Match>& out) const override {
    for (int i = 0; i < a.token_count(); ++i) {
      if (!a.is_cyrillic_word(i) || a.request_accepts(a.lower(i)) || speller_->correct(a.token(i).text))
        continue;
      const std::string verb = verb_after_glued_ne(a.lower(i), *speller_, a.morphology());
      if (verb.empty()) continue;
      const auto& tok = a.token(i);
      const std::string ne = tok.text.substr(0, 4);  // keeps the capital of «Не»
      Match m;
      m.offset = tok.offset;
      m.length = tok.length;
      m.message = "«Не» с глаголами пишется раздельно.";
      m.replacements.push_back(ne + " " + verb);
      out.push_back(std::move(m));
    }
  }

 private:
  std::shared_ptr<const Speller> speller_;
};

}  // namespace

void add_spelling_rules(RuleList& rules, std::shared_ptr<const Speller> speller) {
  rules.push_back(std::make_unique<SpellingRule>(speller));
  rules.push_back(std::make_unique<NeWithVerbRule>(speller));
}

}  // namespace proofreader::grammar
