// LemmaMatcher: finds the guide's word and phrase rules in a block's words.
//
// Each phrase word given as a lemma is expanded once, at compile time, to
// every form of its lexeme (one rule on «кликнуть» holds «кликните»,
// «кликнул», …), so matching is one hash lookup per word of the text. A word
// written {NOUN}, {VERB}, … matches any word whose likeliest parse has that
// part of speech (checked through the morphology only on a candidate).
//
// Built by one thread (compile, add), then immutable: find() is safe from any thread.
#pragma once

#include <proofreader/russian/morphology.hpp>

#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "word_scanner.hpp"

namespace proofreader::style {

struct PhraseMatch {
  std::size_t rule = 0;  // the id given to add()
  std::size_t first_word = 0;
  std::size_t last_word = 0;  // inclusive
};

class LemmaMatcher {
  struct Element {
    std::unordered_set<std::string> forms;  // lookup keys (utf8_text.hpp)
    std::string pos;                        // set for {POS} elements
  };
  struct Phrase {
    std::size_t rule = 0;
    std::vector<Element> elements;
  };

 public:
  // A phrase compiled but not yet searched for: compile() may throw, add()
  // does not, so a rule of several phrases is committed whole or not at all.
  struct CompiledPhrase {
    Phrase phrase;
    std::string stem;   // set when the first word is a predicted lemma
    std::string lemma;  // that lemma's lookup key, for the stem index
  };

  // Without a morphology, lemma words match only the form written.
  explicit LemmaMatcher(std::shared_ptr<const russian::Morphology> morphology);

  // Compiles a phrase for `rule`. `exact`: the words are forms, not lemmas.
  // Forms in `except` (lower case) never match the first word. Throws
  // std::invalid_argument for a phrase that does not start with a word.
  CompiledPhrase compile(std::size_t rule, const std::string& phrase, bool exact,
                         const std::vector<std::string>& except) const;
  // Makes a compiled phrase searchable.
  void add(CompiledPhrase phrase);

  // Every match, in text order; overlapping matches of different rules are
  // all reported (the caller picks).
  std::vector<PhraseMatch> find(const std::vector<Word>& words) const;

  // Word forms indexed, for figures.
  std::size_t indexed_forms() const { return first_word_.size(); }

 private:
  struct Expansion {
    std::unordered_set<std::string> forms;
    std::string stem;  // set for a predicted lemma: the common prefix of its forms
  };
  Expansion expand(const std::string& word, bool exact) const;
  bool matches(const Element& element, const Word& word) const;
  bool has_lemma(const Word& word, const std::string& lemma) const;
  // Matches phrase `index` starting at words[i]; appends to `found`.
  void try_phrase(std::uint32_t index, const std::vector<Word>& words, std::size_t i,
                  std::vector<PhraseMatch>& found) const;

  std::shared_ptr<const russian::Morphology> morphology_;
  std::vector<Phrase> phrases_;
  std::unordered_map<std::string, std::vector<std::uint32_t>> first_word_;  // key → phrases
  struct StemEntry {
    std::uint32_t phrase = 0;
    std::string lemma;
  };
  std::unordered_map<std::string, std::vector<StemEntry>> stems_;  // stem → predicted lemmas
  std::vector<std::size_t> stem_lengths_;                          // distinct stem byte lengths
};

// True when the UTF-8 text has a Cyrillic letter.
bool has_cyrillic(std::string_view text);

}  // namespace proofreader::style
