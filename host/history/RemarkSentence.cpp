#include "history/RemarkSentence.hpp"

#include <proofreader/kit/utf8.hpp>

#include <algorithm>
#include <vector>

namespace proofreader::host {

namespace {

bool is_space(char32_t c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == 0xA0 || c == 0x2009;
}
bool ends_sentence(char32_t c) {
  return c == '.' || c == '!' || c == '?' || c == U'…';
}
bool closes(char32_t c) {
  return c == '"' || c == U'»' || c == U'”' || c == ')' || c == ']';
}

}  // namespace

std::string sentence_at(std::string_view block_text, std::int64_t offset) {
  std::vector<char32_t> points;
  for (std::size_t pos = 0; pos < block_text.size();) {
    const auto decoded = kit::utf8::decode(block_text, pos);
    points.push_back(decoded.cp);
    pos += static_cast<std::size_t>(decoded.bytes);
  }
  const auto at = static_cast<std::size_t>(std::max<std::int64_t>(offset, 0));
  std::size_t start = 0, end = points.size();
  for (std::size_t i = 0; i < points.size();) {
    if (!ends_sentence(points[i])) {
      ++i;
      continue;
    }
    std::size_t after = i;
    while (after < points.size() && ends_sentence(points[after])) ++after;
    while (after < points.size() && closes(points[after])) ++after;
    if (after < points.size() && !is_space(points[after])) {
      i = after;
      continue;
    }
    if (after <= at) {
      start = after;
    } else {
      end = after;
      break;
    }
    i = after;
  }
  std::string sentence;
  bool pending_space = false;
  for (std::size_t i = start; i < end; ++i) {
    if (is_space(points[i])) {
      pending_space = !sentence.empty();
      continue;
    }
    if (pending_space) sentence += ' ';
    pending_space = false;
    kit::utf8::append(sentence, points[i]);
  }
  return sentence;
}

}  // namespace proofreader::host
