// PcrePattern: one compiled PCRE2 pattern (UTF, Unicode properties, JIT when
// available) and a bounded search for all its matches.
//
// A pattern is immutable after construction and may be shared by threads; the
// match data and the JIT stack are per thread (thread_local in the .cpp), so
// searches never contend. Limits keep a catastrophic pattern from stalling a
// check: the match limit bounds one search, the caller's deadline the rule.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace proofreader::style {

// A pattern that does not compile: the code point offset in the pattern where
// PCRE2 stopped, and its message.
class PatternError : public std::runtime_error {
 public:
  PatternError(int offset, const std::string& reason) : std::runtime_error(reason), offset_(offset) {}
  int offset() const { return offset_; }

 private:
  int offset_;
};

struct MatchLimits {
  std::uint32_t match_limit = 200000;  // backtracking steps per search
  std::uint32_t depth_limit = 5000;    // nested backtracking (interpreter only)
};

enum class SearchResult { complete, limit_exceeded, deadline_passed };

class PcrePattern {
 public:
  // `flags`: letters i (caseless), m (multiline), s (dot matches newline),
  // x (extended); others throw PatternError. Throws PatternError on a bad pattern.
  PcrePattern(const std::string& pattern, const std::string& flags = {});
  ~PcrePattern();
  PcrePattern(const PcrePattern&) = delete;
  PcrePattern& operator=(const PcrePattern&) = delete;

  // Calls on_match(begin_byte, end_byte) for each non-overlapping match in
  // `subject`. Stops with limit_exceeded when one search passes `limits`, and
  // with deadline_passed when `deadline` is reached between searches.
  SearchResult for_each_match(std::string_view subject, const MatchLimits& limits,
                              std::chrono::steady_clock::time_point deadline,
                              const std::function<void(std::size_t, std::size_t)>& on_match) const;

 private:
  void* code_ = nullptr;  // pcre2_code_8*, kept opaque so users need no PCRE2 header
  bool jit_ = false;
};

}  // namespace proofreader::style
