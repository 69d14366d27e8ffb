// English loanwords: a Cyrillic word is a loan when its stem is the Russian
// practical transcription of an English word («виджет» of "widget», «хинтинг»
// of "hinting", «тачпад» of "touchpad") with a Russian noun ending on top
// («виджетами», «стилуса», «тачпаде»).
//
// - transcriptions(): the few Cyrillic spellings Russian writers give an
//   English word (w→в, dg/j→дж, ch→ч, th→т/с, ou→ау/а, ee→и, oo→у, y→и/й,
//   x→кс, double letters single or double, a silent final e, …), the likeliest
//   first, at most kMaxTranscriptions.
// - english_words_of_hunspell(): the lower-case words of a hunspell dictionary
//   (Debian's en_US) with the suffixes that make English nouns Russian borrows
//   («-ing», «-er»: "hint" → "hinting", "parse" → "parser"), as its .aff says.
// - LoanwordIndex: the transcriptions of those words, kept as 64-bit hashes;
//   loan() tells whether a word is one of them, or a compound of two, with a
//   noun ending; derived() whether it is a verb, an adjective or an «-изация» noun Russian makes
//   of such a stem («фреймирующего», «растеризация», «кликабельные», «кликните»).
//
// Words of at most four letters are never loans here (too many typos look like
// one). Whether the word is a typo of a Russian word (one edit away from a
// dictionary word) is the caller's question: it has the dictionaries.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace proofreader::russian {

inline constexpr std::size_t kMaxTranscriptions = 16;

// `english` in lower-case ASCII letters; anything else gives none.
std::vector<std::string> transcriptions(std::string_view english);

// `dictionary` is the path without .aff/.dic. Throws std::runtime_error when
// the files cannot be read.
std::vector<std::string> english_words_of_hunspell(const std::string& dictionary);

class LoanwordIndex {
 public:
  LoanwordIndex() = default;
  explicit LoanwordIndex(const std::vector<std::string>& english_words);

  // `word` in lower case: a transcription, bare or with a noun ending, at
  // least five letters long.
  bool loan(std::string_view word) const;

  // Whether the dictionaries know `model_word`; with `verb_form`, as a form
  // of a verb (infinitive, finite form, participle or gerund).
  using ModelWordKnown = std::function<bool(const std::string& model_word, bool verb_form)>;

  // `word` in lower case: a transcription followed by the tail of a Russian
  // verb, adjective or «-изация» noun of a productive class, inflected as that class's model
  // word inflects: `known` must know the model stem with the same tail
  // («блок» + «ирующего», «миним» + «изация», «чит» + «абельные», «толк» + «ните» as a verb).
  bool derived(std::string_view word, const ModelWordKnown& known) const;

  // `stem` in lower case: a bare transcription of at least four letters, or a
  // compound of two of at least three («кроп» of "crop", «тачпад»).
  bool has_stem(std::string_view stem) const;

 private:
  bool transcribed(std::string_view text) const;
  std::vector<std::uint64_t> hashes_;  // sorted
};

}  // namespace proofreader::russian
