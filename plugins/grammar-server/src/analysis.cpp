#include "analysis.hpp"

#include <algorithm>

namespace proofreader::grammar {

namespace {
bool has_cyrillic(std::string_view utf8) {
  // Cyrillic letters U+0400..U+04FF are encoded with lead bytes 0xD0..0xD3.
  for (char c : utf8) {
    auto b = static_cast<unsigned char>(c);
    if (b >= 0xD0 && b <= 0xD3) return true;
  }
  return false;
}
}  // namespace

Analysis::Analysis(const CheckedText& text, const russian::Morphology* morphology,
                   const std::unordered_set<std::string>* accepted_words)
    : text_(text),
      morphology_(morphology),
      accepted_words_(accepted_words),
      tokenized_(russian::tokenize(text.utf8())) {
  const int n = token_count();
  lower_.reserve(n);
  cyrillic_.reserve(n);
  for (const auto& t : tokenized_.tokens) {
    lower_.push_back(t.kind == Token::Kind::word ? russian::to_lower(t.text) : t.text);
    cyrillic_.push_back(t.kind == Token::Kind::word && has_cyrillic(t.text));
  }
  protected_.assign(text.size(), false);
  for (const auto& t : tokenized_.tokens) {
    if (t.kind == Token::Kind::url || t.kind == Token::Kind::email || t.kind == Token::Kind::path ||
        t.kind == Token::Kind::code)
      for (int k = t.offset; k < t.offset + t.length && k < text.size(); ++k) protected_[k] = true;
  }
  sentence_of_.assign(n, 0);
  for (int s = 0; s < static_cast<int>(tokenized_.sentences.size()); ++s) {
    const auto& sentence = tokenized_.sentences[s];
    for (int k = 0; k < sentence.token_count; ++k) sentence_of_[sentence.first_token + k] = s;
  }
}

int Analysis::prev_solid(int i) const {
  for (int k = i - 1; k >= 0; --k)
    if (token(k).kind != Token::Kind::space) return k;
  return -1;
}

int Analysis::next_solid(int i) const {
  for (int k = i + 1; k < token_count(); ++k)
    if (token(k).kind != Token::Kind::space) return k;
  return -1;
}

bool Analysis::line_break_between(int a, int b) const {
  for (int k = a + 1; k < b; ++k)
    if (token(k).kind == Token::Kind::space && token(k).text.find('\n') != std::string::npos) return true;
  return false;
}

bool Analysis::touches_protected(int offset, int length) const {
  for (int k = std::max(offset, 0); k < offset + length && k < text_.size(); ++k)
    if (protected_[k]) return true;
  return false;
}

bool Analysis::starts_sentence(int i) const {
  const int first = sentences().empty() ? 0 : sentences()[sentence_of(i)].first_token;
  for (int k = i - 1; k >= first; --k) {
    const Token& t = token(k);
    if (t.kind == Token::Kind::space) continue;
    if (t.kind == Token::Kind::punctuation && t.text != "," && t.text != ";" && t.text != ":") continue;
    if (t.kind == Token::Kind::number) continue;  // "1. Откройте"
    if (t.kind == Token::Kind::symbol) continue;  // "😀 Проверьте", "• Откройте", "→ Нажмите"
    return false;
  }
  return true;
}

}  // namespace proofreader::grammar
