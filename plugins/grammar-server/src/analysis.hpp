// Analysis: a checked text split into tokens and sentences, shared by all
// rules of one request.
//
// Built once per request from a CheckedText by the shared Russian tokenizer;
// the lower-cased form of every token is precomputed because nearly every rule
// compares words. Immutable after construction. Does not own the text or the
// morphology (both outlive the Analysis).
#pragma once

#include <proofreader/russian/morphology.hpp>
#include <proofreader/russian/tokenizer.hpp>
#include <string>
#include <unordered_set>
#include <vector>

#include "checked_text.hpp"

namespace proofreader::grammar {

using russian::Token;

class Analysis {
 public:
  // `morphology` may be null (then rules that need it stay silent).
  // `accepted_words` (lower case, may be null): the request's own words that
  // spelling accepts (acceptedWords); it outlives the Analysis.
  Analysis(const CheckedText& text, const russian::Morphology* morphology,
           const std::unordered_set<std::string>* accepted_words = nullptr);

  const CheckedText& text() const { return text_; }
  const std::vector<Token>& tokens() const { return tokenized_.tokens; }
  const std::vector<russian::Sentence>& sentences() const { return tokenized_.sentences; }
  const russian::Morphology* morphology() const { return morphology_; }
  // True when the request accepts `lower` (a lower-case word) as spelled right.
  bool request_accepts(const std::string& lower) const {
    return accepted_words_ && accepted_words_->count(lower) > 0;
  }

  const Token& token(int i) const { return tokenized_.tokens[i]; }
  int token_count() const { return static_cast<int>(tokenized_.tokens.size()); }
  // The token's text lower-cased (ё kept).
  const std::string& lower(int i) const { return lower_[i]; }
  bool is_word(int i) const { return i >= 0 && i < token_count() && token(i).kind == Token::Kind::word; }
  bool is_cyrillic_word(int i) const { return is_word(i) && cyrillic_[i]; }
  bool is_punct(int i, std::string_view p) const {
    return i >= 0 && i < token_count() && token(i).kind == Token::Kind::punctuation && token(i).text == p;
  }
  // The nearest token before / after `i` that is not a space; -1 when none.
  int prev_solid(int i) const;
  int next_solid(int i) const;
  // True when a space token between two neighbours contains a line break.
  bool line_break_between(int a, int b) const;
  // Index of the sentence that contains token i.
  int sentence_of(int i) const { return sentence_of_[i]; }
  // True when token i starts its sentence (ignoring spaces, quotes, brackets and list markers).
  bool starts_sentence(int i) const;
  // True when any code point of [offset, offset+length) lies in a URL, e-mail
  // address, path or code token: typography rules do not touch those.
  bool touches_protected(int offset, int length) const;

 private:
  const CheckedText& text_;
  const russian::Morphology* morphology_;
  const std::unordered_set<std::string>* accepted_words_;
  russian::Tokenized tokenized_;
  std::vector<std::string> lower_;
  std::vector<bool> cyrillic_;
  std::vector<int> sentence_of_;
  std::vector<bool> protected_;  // per code point
};

}  // namespace proofreader::grammar
