#include <proofreader/russian/learned_derivations.hpp>

#include <algorithm>
#include <array>
#include <initializer_list>

#include <proofreader/russian/tokenizer.hpp>

namespace proofreader::russian {

namespace {

// A dictionary word (not a prediction) of one of `poses`, in the nominative singular when a noun.
bool dictionary_lemma(const Morphology& morphology, const std::string& word,
                      std::initializer_list<std::string_view> poses) {
  const auto parses = morphology.parse(word);
  return std::any_of(parses.begin(), parses.end(), [&](const Parse& p) {
    const std::string_view pos = p.tag.pos();
    if (p.predicted || std::find(poses.begin(), poses.end(), pos) == poses.end()) return false;
    return pos != "NOUN" || (p.tag.gram_case() == "nomn" && p.tag.number() == "sing");
  });
}

int vowels(std::string_view word) {
  static constexpr std::array<std::string_view, 10> kVowels = {"а", "е", "ё", "и", "о",
                                                               "у", "ы", "э", "ю", "я"};
  int count = 0;
  for (std::size_t at = 0; at + 1 < word.size(); at += 2)  // two bytes a Cyrillic letter
    count += std::find(kVowels.begin(), kVowels.end(), word.substr(at, 2)) != kVowels.end();
  return count;
}

}  // namespace

// The tail after «из» inflects as «минимизация», «минимизировать» do (the
// dictionary knows «миним» + the tail); what stands before it is a noun
// («скаляр-изация», «кластер-изация») or the stem of a «-льный» adjective
// («нормаль-ный» → «нормал-изация»). Four letters of stem at least: a short
// one is too often a typo's fragment.
bool noun_in_izatsiya(std::string_view word, const std::function<bool(const std::string&)>& known,
                      const Morphology& morphology) {
  constexpr std::string_view kSuffix = "из";
  constexpr int kMinTail = 4;  // «изация», «изирует»; shorter is a noun's own ending («анализ-ы»)
  for (std::size_t cut = word.find(kSuffix); cut != std::string_view::npos;
       cut = word.find(kSuffix, cut + 1)) {
    const std::string tail(word.substr(cut));
    const std::string stem(word.substr(0, cut));
    if (code_points(tail) < kMinTail || code_points(stem) < 4 || !known("миним" + tail)) continue;
    for (const std::string& noun : {stem, stem + "ь", stem + "а"})
      if (dictionary_lemma(morphology, noun, {"NOUN"})) return true;
    if (stem.ends_with("л") && dictionary_lemma(morphology, stem + "ьный", {"ADJF"})) return true;
  }
  return false;
}

// «пре-» before a noun of four syllables or more («премультипликация», as
// «препроцессор»): the learned nouns of technical text take it freely, and a
// noun that long is seldom what a slip of a shorter word leaves. The other
// Latin prefixes («пост-», «де-», «ре-», «мульти-») are the spelling rule's
// productive prefixes already; «пре-» before a verb form is word formation's.
bool latin_prefixed_noun(std::string_view word, const std::function<bool(const std::string&)>& known,
                         const Morphology& morphology) {
  constexpr int kMinSyllables = 4;
  constexpr std::string_view kPrefix = "пре";
  if (!word.starts_with(kPrefix)) return false;
  const std::string rest(word.substr(kPrefix.size()));
  if (vowels(rest) < kMinSyllables || !known(rest)) return false;
  const auto parses = morphology.parse(rest);
  return std::any_of(parses.begin(), parses.end(),
                     [](const Parse& p) { return !p.predicted && p.tag.pos() == "NOUN"; });
}

}  // namespace proofreader::russian
