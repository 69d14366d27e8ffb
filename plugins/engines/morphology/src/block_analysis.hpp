// What the checks see of one block: its sentences as sequences of non-space
// tokens, each word with every morphological parse, and whether the token may
// be checked at all (outside protected spans and quotations).
//
// Built once per block by analyse_block() on the checking thread; plain data.
#pragma once

#include <proofreader/russian/morphology.hpp>
#include <proofreader/russian/tokenizer.hpp>
#include <proofreader/sdk/types.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace proofreader::morphology_engine {

using russian::Parse;
using russian::ParseList;
using russian::Token;

struct Item {
  const Token* token = nullptr;
  std::string lower;            // lower-case text
  ParseList parses;             // words only
  bool protected_span = false;  // inside code, a URL, an e-mail address or a path
  bool quoted = false;          // inside «…», „…“, "…" (UI strings, quotations)
  // A parse is a guess from the ending (the dictionary lacks the word), or the
  // word is in lower case and read only as a name («светов»: see
  // name_in_lower_case.hpp); either way the checks treat it as unknown. Found
  // once by analyse_block, since every check asks it of every word.
  bool has_predicted_parse = false;

  bool is_word() const { return token->kind == Token::Kind::word; }
  bool is(std::string_view punctuation) const {
    return token->kind == Token::Kind::punctuation && token->text == punctuation;
  }
  // The word may be checked: a word, not protected, not quoted.
  bool checkable() const { return is_word() && !protected_span && !quoted; }
  bool any_pos(std::string_view pos) const;
  // Every parse has one of `poses` (and there is at least one parse).
  bool only_pos(std::initializer_list<std::string_view> poses) const;
  bool predicted() const { return has_predicted_parse; }
  bool has_lemma(std::string_view normal_form) const;
};

struct AnalysedSentence {
  int offset = 0;  // code points in the block
  int length = 0;
  std::vector<Item> items;  // the sentence's tokens without spaces
};

struct AnalysedBlock {
  const sdk::Block* block = nullptr;
  russian::Tokenized tokens;
  std::vector<AnalysedSentence> sentences;
  // Each quotation of two words or more that closes in the sentence it opens
  // in, as a sentence of its own («в разделе «Настройка того, как
  // отображаются пакеты»»): its words agree with each other, though not with
  // the words around it, which the sentences above leave unchecked. Only the
  // grammar checks read these; a quoted UI string's «Вы» or length is not the
  // writer's to change.
  std::vector<AnalysedSentence> quotations;
};

// `team_words`: the team dictionary's forms (CheckContext::dictionary_words(),
// sorted, lower case). Such a word that the morphology dictionary does not
// know gets no parses: its analysis would only be a prediction from its
// ending, and the writers said the word is right, so no check guesses about
// it (it stands in its sentence as a name or a Latin word does).
AnalysedBlock analyse_block(const sdk::Block& block, const russian::Morphology& morphology,
                            const std::vector<std::string>& team_words = {});

// One of the quotation marks «», „“, “”, "" (analyse_block pairs them up).
bool is_quote_mark(const Token& t);

// A remark over [offset, offset + length) of the block, code points.
sdk::Remark make_remark(const AnalysedBlock& block, std::string category, std::string rule_id,
                        sdk::Severity severity, int offset, int length, std::string message);

// The block's text from the start of `first` to the end of `last`.
std::string text_between(const AnalysedBlock& block, const Item& first, const Item& last);

// `word` with its first letter upper-cased when `like` starts with a capital.
std::string match_capital(const std::string& word, std::string_view like);

}  // namespace proofreader::morphology_engine
