// AcceptedWords: the words spelling must accept in one check, from both
// places a team says so:
//  - the active style guide's prescribed terms («пишем X»: every "replacement"
//    and "preferred" value of its rules), each in every form by a regular
//    ending (russian::form_of_lemma: «мьютексы» for «мьютекс»);
//  - the team dictionary (CheckContext::dictionary_words()): every form the
//    host's morphology inferred when the word was added.
// One set serves both ways the client honours it: the words of a chunk it
// accepts go to the server with the request (acceptedWords, which our grammar
// server's speller accepts for that request), and spelling matches on them
// are dropped when they come back anyway (a real LanguageTool ignores the
// parameter). Built once per check on the checking thread; immutable, so
// safe to share.
#pragma once

#include <proofreader/sdk/engine.hpp>
#include <set>
#include <string>
#include <vector>

namespace proofreader::grammar_client {

// Lower-cased words of every "replacement" and "preferred" value of the
// guide's rules. Empty for no guide or a guide without such rules; a malformed
// guide JSON is treated as having none. Pure function.
std::set<std::string> guide_terms(const sdk::StyleGuideView* guide);

class AcceptedWords {
 public:
  AcceptedWords() = default;
  // `guide_terms` and `dictionary_forms` lower case.
  AcceptedWords(std::set<std::string> guide_terms, const std::vector<std::string>& dictionary_forms);
  // The guide's terms and the team dictionary of the check.
  static AcceptedWords of(const sdk::CheckContext& ctx);

  bool empty() const { return terms_.empty() && forms_.empty(); }
  // `lower` (a lower-case word) is spelled right by the team's word.
  bool accepts(const std::string& lower) const;
  // The words of `text` this accepts, lower case, each once, in the order
  // they first appear, the parts of a hyphenated word among them: what one request's acceptedWords carries
  // (only the words of the chunk checked, so a request stays small whatever the dictionary's size).
  std::vector<std::string> in_text(const std::string& text) const;

 private:
  std::set<std::string> terms_;  // the guide's, by form_of_lemma
  std::set<std::string> forms_;  // the dictionary's, exactly
};

}  // namespace proofreader::grammar_client
