// Combining forms: the first parts of Russian compounds («гео-», «взаимо-»,
// «электро-») before a word of their own («геолокация», «взаимоблокировка»),
// learned from a dictionary's compounds rather than listed.
//
// A combining form is a stem of three to eight letters ending in the linking
// «о» («гео-») or «и» («квази-», «три-») that begins at least ten of the dictionary's words whose rest is
// itself a word of the dictionary (four letters or more), at most a fifth of those rests being verbs
// (infinitives): verb prefixes join verbs («про-читывать», «недо-оценивать»), combining forms nouns and
// adjectives. A verb prefix with its epenthetic «о» («обо-», «ото-», «подо-», «разо-», «изо-») is no
// combining form. Debian's ru_RU hunspell dictionary gives some 170 of them.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace proofreader::russian {

// The lower-case words of a hunspell .dic file (its stems, without their
// flags). Throws std::runtime_error when the file cannot be read.
std::vector<std::string> words_of_hunspell_dic(const std::string& dic_path);

class CombiningForms {
 public:
  CombiningForms() = default;
  // `words`: a dictionary's lower-case words, verbs in the infinitive.
  explicit CombiningForms(const std::vector<std::string>& words);

  // `word` in lower case: a combining form and a rest of at least five letters
  // that `known` accepts.
  bool compound(std::string_view word, const std::function<bool(const std::string&)>& known) const;
  bool is_form(std::string_view stem) const { return forms_.count(std::string(stem)) > 0; }
  std::size_t size() const { return forms_.size(); }

 private:
  std::unordered_set<std::string> forms_;
};

}  // namespace proofreader::russian
