#include <proofreader/russian/combining_forms.hpp>

#include <algorithm>
#include <array>
#include <fstream>
#include <stdexcept>
#include <unordered_map>

#include <proofreader/russian/tokenizer.hpp>

#include "utf8.hpp"

namespace proofreader::russian {

namespace {

constexpr int kMinFormLetters = 3;
constexpr int kMaxFormLetters = 8;
constexpr int kMinLearnedRestLetters = 4;
constexpr int kMinRestLetters = 5;
constexpr int kMinCompounds = 10;
constexpr double kMaxVerbShare = 0.2;
// «о» of Russian and Greek forms («гео-», «взаимо-»), «и» of Latin and Greek ones
// («квази-», «три-», «мульти-»); both are two bytes in UTF-8.
constexpr std::array<std::string_view, 2> kLinkingVowels = {"о", "и"};
constexpr std::size_t kLinkingVowelBytes = 2;

bool ends_with_linking_vowel(std::string_view stem) {
  return std::any_of(kLinkingVowels.begin(), kLinkingVowels.end(),
                     [&](std::string_view vowel) { return stem.ends_with(vowel); });
}

bool infinitive(std::string_view word) {
  for (const std::string_view ending : {"ть", "ться", "ти", "тись", "чь", "чься"})
    if (word.ends_with(ending)) return true;
  return false;
}

// Verb prefixes that take an epenthetic «о» («обо-жгут», «подо-брать»).
bool verb_prefix(std::string_view stem) {
  static constexpr std::array<std::string_view, 18> kPrefixes = {"об",  "от",  "под",  "раз", "рас", "из",
                                                                 "ис",  "над", "вз",   "вс",  "с",   "в",
                                                                 "воз", "вос", "пред", "низ", "без", "бес"};
  for (const auto prefix : kPrefixes)
    if (stem == prefix) return true;
  return false;
}

// Byte offsets of the ends of the word's first kMinFormLetters..kMaxFormLetters letters.
template <typename Visit>
void form_cuts(std::string_view word, Visit visit) {
  int letters = 0;
  for (std::size_t i = 0; i < word.size();) {
    i += utf8::decode(word, i).bytes;
    ++letters;
    if (letters > kMaxFormLetters || i >= word.size()) return;
    if (letters >= kMinFormLetters && ends_with_linking_vowel(word.substr(0, i))) visit(i);
  }
}

}  // namespace

std::vector<std::string> words_of_hunspell_dic(const std::string& dic_path) {
  std::ifstream in(dic_path);
  if (!in) throw std::runtime_error("cannot read the hunspell dictionary " + dic_path);
  std::vector<std::string> words;
  std::string line;
  std::getline(in, line);  // the word count
  while (std::getline(in, line)) {
    const std::string word = line.substr(0, line.find_first_of("/ \t\r"));
    if (!word.empty() && to_lower(word) == word) words.push_back(word);
  }
  return words;
}

CombiningForms::CombiningForms(const std::vector<std::string>& words) {
  // Views into `words`, sorted: one allocation, not one per word (the grammar server learns at start).
  std::vector<std::string_view> known(words.begin(), words.end());
  std::sort(known.begin(), known.end());
  std::unordered_map<std::string_view, std::pair<int, int>> counts;  // compounds, verbs among them
  for (const std::string& word : words)
    form_cuts(word, [&](std::size_t cut) {
      const std::string_view rest = std::string_view(word).substr(cut);
      if (code_points(rest) < kMinLearnedRestLetters || !std::binary_search(known.begin(), known.end(), rest))
        return;
      auto& [compounds, verbs] = counts[std::string_view(word).substr(0, cut)];
      ++compounds;
      verbs += infinitive(rest) ? 1 : 0;
    });
  for (const auto& [form, count] : counts) {
    const auto [compounds, verbs] = count;
    if (compounds < kMinCompounds || verbs > kMaxVerbShare * compounds) continue;
    if (verb_prefix(form.substr(0, form.size() - kLinkingVowelBytes))) continue;
    forms_.emplace(form);
  }
}

bool CombiningForms::compound(std::string_view word,
                              const std::function<bool(const std::string&)>& known) const {
  bool found = false;
  form_cuts(word, [&](std::size_t cut) {
    if (found || !forms_.count(std::string(word.substr(0, cut)))) return;
    const std::string rest(word.substr(cut));
    found = code_points(rest) >= kMinRestLetters && known(rest);
  });
  return found;
}

}  // namespace proofreader::russian
