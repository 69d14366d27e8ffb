#include "annotate/minimal_change.hpp"

#include <proofreader/kit/utf8.hpp>

#include <algorithm>
#include <vector>

namespace proofreader::host {
namespace {

std::vector<char32_t> code_points(std::string_view text) {
  std::vector<char32_t> out;
  for (std::size_t at = 0; at < text.size();) {
    const auto decoded = kit::utf8::decode(text, at);
    out.push_back(decoded.cp);
    at += static_cast<std::size_t>(decoded.bytes);
  }
  return out;
}

// A letter or digit: ASCII ones, and any code point past Latin-1's
// punctuation that is not general punctuation (dashes, quotes, spaces).
bool word_character(char32_t cp) {
  if (cp < 0x80) return (cp >= '0' && cp <= '9') || (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z');
  if (cp < 0xC0) return false;  // no-break space, «», ©, ° and the like
  return !(cp >= 0x2000 && cp <= 0x206F) && cp != 0x3000 && cp != 0xFEFF;
}

bool word_at(const std::vector<char32_t>& text, int i) {
  return i >= 0 && i < static_cast<int>(text.size()) && word_character(text[static_cast<std::size_t>(i)]);
}

}  // namespace

MinimalChange minimal_change(std::string_view fragment, std::string_view replacement) {
  const std::vector<char32_t> from = code_points(fragment), to = code_points(replacement);
  const int n = static_cast<int>(from.size()), m = static_cast<int>(to.size());
  int start = 0;
  while (start < n && start < m && from[start] == to[start]) ++start;
  int tail = 0;  // shared code points at the end, after `start` in both
  while (tail < n - start && tail < m - start && from[n - 1 - tail] == to[m - 1 - tail]) ++tail;
  // Out to the word's edge where a cut falls inside one.
  while (start > 0 && word_at(from, start - 1) && (word_at(from, start) || word_at(to, start))) {
    --start;
  }
  while (tail > 0 && word_at(from, n - tail) && (word_at(from, n - tail - 1) || word_at(to, m - tail - 1))) {
    --tail;
  }
  MinimalChange out;
  out.offset = start;
  out.length = n - tail - start;
  for (int i = start; i < m - tail; ++i) kit::utf8::append(out.inserted, to[static_cast<std::size_t>(i)]);
  return out;
}

}  // namespace proofreader::host
