#include "extract/protected_spans.hpp"

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#include <algorithm>
#include <memory>
#include <stdexcept>
#include <string>

#include <proofreader/kit/utf8.hpp>

namespace proofreader::host {
namespace {

using Kind = sdk::ProtectedSpan::Kind;

struct Pattern {
  Kind kind;
  const char* source;
};

// Every run is matched possessively or behind a boundary check, so a long
// word costs one pass, not a scan from each of its letters (a 2 MB word once
// took minutes). ASCII-only path characters keep Russian "и/или" and "км/ч" out of paths.
constexpr Pattern kPatterns[] = {
    {Kind::code, R"(`[^`\n]+`)"},
    {Kind::url, R"(\b(?:https?|ftp)://[^\s<>"«»]+|\bwww\.[A-Za-z0-9-]+\.[^\s<>"«»]+)"},
    {Kind::email,
     R"((?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]++@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b)"},
    {Kind::path,
     R"((?<![\w/.~])(?:~|\.{1,2})?/[A-Za-z0-9_.~-]+(?:/[A-Za-z0-9_.~-]*)*)"
     R"(|\b[A-Za-z]:\\[^\s]+)"
     R"(|(?<![\w/.-])(?=[0-9_.-]*+[A-Za-z])[A-Za-z0-9_.-]++(?:/[A-Za-z0-9_.-]+)+)"
     R"(|(?<![A-Za-z0-9_-])[A-Za-z0-9_-]+\.(?:conf|cfg|ini|json|ya?ml|xml|toml|txt|log|sh|py|cc|cpp|hpp|js|ts|md|html?|docx?|pdf|deb|rpm|tar|gz|zip|so|dll|exe)\b)"},
};

struct CompiledPattern {
  Kind kind;
  pcre2_code* code;
};

class PatternSet {
 public:
  PatternSet() {
    for (const Pattern& p : kPatterns) {
      int error = 0;
      PCRE2_SIZE error_offset = 0;
      pcre2_code* code = pcre2_compile(reinterpret_cast<PCRE2_SPTR>(p.source), PCRE2_ZERO_TERMINATED,
                                       PCRE2_UTF | PCRE2_UCP, &error, &error_offset, nullptr);
      if (code == nullptr) throw std::logic_error(std::string("bad protected-span pattern: ") + p.source);
      pcre2_jit_compile(code, PCRE2_JIT_COMPLETE);  // falls back to the interpreter when JIT is absent
      patterns_.push_back({p.kind, code});
    }
  }
  ~PatternSet() {
    for (const CompiledPattern& p : patterns_) pcre2_code_free(p.code);
  }
  const std::vector<CompiledPattern>& patterns() const { return patterns_; }

 private:
  std::vector<CompiledPattern> patterns_;
};

const PatternSet& pattern_set() {
  static const PatternSet set;
  return set;
}

// Trailing punctuation belongs to the sentence, not to the URL.
std::size_t trim_url_end(std::string_view text, std::size_t begin, std::size_t end) {
  while (end > begin && std::string_view(".,;:!?)'\"").find(text[end - 1]) != std::string_view::npos) --end;
  return end;
}

struct ByteSpan {
  Kind kind;
  std::size_t begin;
  std::size_t end;
};

// A cap on backtracking per match: a safety net should a pattern still be
// slow on some input. Hitting it ends the search for that pattern.
pcre2_match_context* match_limits() {
  static pcre2_match_context* context = [] {
    pcre2_match_context* c = pcre2_match_context_create(nullptr);
    pcre2_set_match_limit(c, 200000);
    return c;
  }();
  return context;
}

void collect(const CompiledPattern& p, std::string_view text, std::vector<ByteSpan>& out) {
  std::unique_ptr<pcre2_match_data, decltype(&pcre2_match_data_free)> match(
      pcre2_match_data_create_from_pattern(p.code, nullptr), &pcre2_match_data_free);
  const auto subject = reinterpret_cast<PCRE2_SPTR>(text.data());
  std::size_t start = 0;
  while (start < text.size()) {
    const int rc =
        pcre2_match(p.code, subject, text.size(), start, PCRE2_NO_UTF_CHECK, match.get(), match_limits());
    if (rc < 0) break;  // no match, or a match limit hit: protect what was found so far
    const PCRE2_SIZE* ovector = pcre2_get_ovector_pointer(match.get());
    std::size_t begin = ovector[0];
    std::size_t end = ovector[1];
    if (p.kind == Kind::url) end = trim_url_end(text, begin, end);
    if (end > begin) out.push_back({p.kind, begin, end});
    // After an empty match, on from the next code point.
    const std::size_t next = begin < text.size() ? begin + kit::utf8::decode(text, begin).bytes : begin + 1;
    start = std::max<std::size_t>(ovector[1], next);
  }
}

}  // namespace

std::vector<sdk::ProtectedSpan> find_protected_spans(std::string_view text,
                                                     std::vector<sdk::ProtectedSpan> known) {
  std::vector<ByteSpan> found;
  for (const CompiledPattern& p : pattern_set().patterns()) collect(p, text, found);

  // Byte offsets → code point offsets in one pass over the sorted boundaries.
  std::vector<sdk::ProtectedSpan> spans = std::move(known);
  if (!found.empty()) {
    std::vector<std::size_t> boundaries;
    for (const ByteSpan& s : found) boundaries.insert(boundaries.end(), {s.begin, s.end});
    std::sort(boundaries.begin(), boundaries.end());
    boundaries.erase(std::unique(boundaries.begin(), boundaries.end()), boundaries.end());
    std::vector<int> code_points(boundaries.size());
    std::size_t byte = 0;
    int cp = 0;
    for (std::size_t k = 0; k < boundaries.size(); ++k) {
      for (; byte < boundaries[k]; byte += kit::utf8::decode(text, byte).bytes) ++cp;
      code_points[k] = cp;
    }
    auto to_cp = [&](std::size_t b) {
      return code_points[std::lower_bound(boundaries.begin(), boundaries.end(), b) - boundaries.begin()];
    };
    for (const ByteSpan& s : found) {
      const int begin = to_cp(s.begin);
      spans.push_back({s.kind, begin, to_cp(s.end) - begin});
    }
  }

  std::sort(spans.begin(), spans.end(), [](const auto& a, const auto& b) {
    return a.offset != b.offset ? a.offset < b.offset : a.length > b.length;
  });
  std::vector<sdk::ProtectedSpan> merged;
  for (const sdk::ProtectedSpan& s : spans) {
    if (!merged.empty() && s.offset < merged.back().offset + merged.back().length) continue;
    merged.push_back(s);
  }
  return merged;
}

}  // namespace proofreader::host
