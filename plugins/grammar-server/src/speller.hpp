// Speller: decides whether a Russian word is spelled correctly and proposes
// corrections.
//
// A word is accepted when the user word list, the technical lexicon (every
// form of its lemmas), the morphology dictionary
// (OpenCorpora, when loaded) or hunspell with Debian's ru_RU dictionary (UTF-8)
// knows it (the morphology's own words, never its predictions), or when it is
// an English loanword: a Russian transcription of a word of Debian's en_US
// hunspell dictionary with a Russian noun ending («виджетами», «хинтинг»,
// russian::LoanwordIndex) that is no typo of a dictionary word (no writer's
// slip — a letter dropped, a sign or a doubled letter added, a letter
// confused, two swapped — makes it a word of the morphology dictionary:
// «програм» is «программ», not "program"), or a compound of a combining form
// learned from the ru_RU dictionary and a known word («геолокации»,
// «взаимоблокировку», russian::CombiningForms) that is no such typo either.
// Suggestions
// come first from a fast candidate search: every word at edit distance one,
// ranked by how Russian writers err (a soft sign, a doubled letter, a
// confused vowel first), tried against the morphology dictionary (a DAWG
// lookup) and, when that finds none, against hunspell too. Only then,
// if allowed, hunspell's own suggest(), which is slow (tens of milliseconds),
// keeping only its suggestions within an edit distance of a quarter of the
// word's length (at least two): never an unrelated word for unknown jargon.
// Answers are cached.
//
// Words a request accepts (its acceptedWords: a team dictionary, a guide's
// terms) are not the Speller's: the spelling rules accept them first
// (Analysis::request_accepts), so the Speller and its cache stay the same for
// every request.
//
// Owns its Hunspell instance; shares the morphology. Thread-safe: hunspell is
// not, so calls into it are serialised by a mutex. The loanword index takes a
// tenth of a second of CPU to build, so a thread of its own builds it while the
// constructor loads hunspell and the caller goes on; the first word that needs
// it waits for it (the command line's start is the reason). The combining
// forms, learned from ru_RU.dic, are built the same way on a thread of their own.
#pragma once

#include <future>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include <proofreader/russian/combining_forms.hpp>
#include <proofreader/russian/loanwords.hpp>
#include <proofreader/russian/morphology.hpp>

class Hunspell;

namespace proofreader::grammar {

class Speller {
 public:
  // `dictionary` (Russian) and `english_dictionary` (the loanwords' source)
  // are paths without .aff/.dic. Throws std::runtime_error when the files are
  // missing. `morphology` may be null.
  Speller(const std::string& dictionary, const std::string& english_dictionary,
          std::shared_ptr<const russian::Morphology> morphology, const std::vector<std::string>& user_words);
  ~Speller();

  // `word` in UTF-8, as written (case matters for hunspell: "москва" is wrong).
  bool correct(const std::string& word) const;

  // Up to `limit` corrections, best first. `allow_slow` lets it fall back to
  // hunspell's suggest() when the fast search finds nothing.
  std::vector<std::string> suggest(const std::string& word, std::size_t limit, bool allow_slow) const;

  // Reads a word list file: one word per line, '#' starts a comment.
  static std::vector<std::string> read_word_list(const std::string& path);

 private:
  bool known(const std::string& word) const;  // without the user list
  bool hunspell_spell(const std::string& word) const;
  bool slip_of_dictionary_word(const std::string& lower, const std::string& spelling_variant = {}) const;
  // «семпл» of «сэмпл»: «е» for a loan's «э» after a consonant.
  bool loan_spelt_e_for_reversed_e(const std::string& lower) const;
  // «скаляризация», «премультипликация», «фасочный»: russian/learned_derivations.hpp,
  // russian/adjective_of_ka_noun.hpp.
  bool learned_derivation(const std::string& lower) const;
  // «кроп-фактор»: a bare loan hyphened to a dictionary noun.
  bool loan_before_noun(const std::string& lower) const;
  // «задеплоили»: an aspect prefix before a form of a lexicon verb.
  bool aspect_prefixed_lexicon_verb(const std::string& lower) const;
  // A form of a verb in the morphology dictionary (the loan verbs' model words).
  bool verb_form_known(const std::string& word) const;

  std::unique_ptr<Hunspell> hunspell_;
  std::shared_ptr<const russian::Morphology> morphology_;
  std::unordered_set<std::string> user_words_;                   // lower case
  std::unordered_set<std::string> lexicon_verb_forms_;           // every form of the lexicon's verbs
  std::shared_future<russian::LoanwordIndex> loanwords_;         // joined by the destructor
  std::shared_future<russian::CombiningForms> combining_forms_;  // likewise
  mutable std::mutex hunspell_mutex_;
  mutable std::mutex cache_mutex_;
  mutable std::unordered_map<std::string, std::vector<std::string>> suggestion_cache_;
};

}  // namespace proofreader::grammar
