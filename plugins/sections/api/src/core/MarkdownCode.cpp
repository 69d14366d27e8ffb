#include "MarkdownCode.hpp"

#include <proofreader/kit/utf8.hpp>

namespace proofreader::api {
namespace {

std::size_t line_end(std::string_view text, std::size_t from) {
  std::size_t end = text.find('\n', from);
  return end == std::string_view::npos ? text.size() : end + 1;
}

// A fence opens a line (after at most three spaces) with three or more ` or ~.
std::size_t fence_length(std::string_view line, char& marker) {
  std::size_t i = 0;
  while (i < line.size() && i < 3 && line[i] == ' ') ++i;
  if (i >= line.size() || (line[i] != '`' && line[i] != '~')) return 0;
  marker = line[i];
  std::size_t n = 0;
  while (i + n < line.size() && line[i + n] == marker) ++n;
  return n >= 3 ? n : 0;
}

void inline_spans(std::string_view text, std::size_t begin, std::size_t end, std::vector<CodeRange>& out) {
  std::size_t i = begin;
  while (i < end) {
    if (text[i] != '`') {
      ++i;
      continue;
    }
    std::size_t run = 0;
    while (i + run < end && text[i + run] == '`') ++run;
    // The span closes at the next run of exactly the same length.
    std::size_t j = i + run;
    std::size_t close = std::string_view::npos;
    while (j < end) {
      if (text[j] != '`') {
        ++j;
        continue;
      }
      std::size_t other = 0;
      while (j + other < end && text[j + other] == '`') ++other;
      if (other == run) {
        close = j;
        break;
      }
      j += other;
    }
    if (close == std::string_view::npos) {
      i += run;
      continue;
    }
    out.push_back({i, close + run});
    i = close + run;
  }
}

}  // namespace

std::vector<CodeRange> markdown_code_ranges(std::string_view text) {
  std::vector<CodeRange> out;
  std::size_t prose_begin = 0, pos = 0;
  while (pos < text.size()) {
    std::size_t end = line_end(text, pos);
    char marker = 0;
    std::size_t fence = fence_length(text.substr(pos, end - pos), marker);
    if (!fence) {
      pos = end;
      continue;
    }
    inline_spans(text, prose_begin, pos, out);
    // The block runs to a closing fence of the same marker, at least as long, or to the end.
    std::size_t close = end;
    while (close < text.size()) {
      std::size_t close_end = line_end(text, close);
      char other = 0;
      if (fence_length(text.substr(close, close_end - close), other) >= fence && other == marker) {
        close = close_end;
        break;
      }
      close = close_end;
    }
    std::size_t block_end = close;
    while (block_end > pos && (text[block_end - 1] == '\n' || text[block_end - 1] == '\r')) --block_end;
    out.push_back({pos, block_end});
    pos = prose_begin = close;
  }
  inline_spans(text, prose_begin, text.size(), out);
  return out;
}

int code_points(std::string_view text, std::size_t bytes) {
  return static_cast<int>(kit::utf8::code_points_before(text, bytes));
}

}  // namespace proofreader::api
