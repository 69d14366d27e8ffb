#include "pcre_pattern.hpp"

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#include <memory>

#include <proofreader/kit/utf8.hpp>

namespace proofreader::style {

namespace {

// Per-thread match resources: a JIT stack big enough for reasonable
// patterns (its size is the JIT's depth limit), and the match data.
struct ThreadMatchState {
  pcre2_match_context* context = pcre2_match_context_create(nullptr);
  pcre2_jit_stack* jit_stack = pcre2_jit_stack_create(32 * 1024, 512 * 1024, nullptr);
  pcre2_match_data* data = pcre2_match_data_create(32, nullptr);
  ThreadMatchState() { pcre2_jit_stack_assign(context, nullptr, jit_stack); }
  ~ThreadMatchState() {
    pcre2_match_data_free(data);
    pcre2_jit_stack_free(jit_stack);
    pcre2_match_context_free(context);
  }
};

ThreadMatchState& thread_state() {
  thread_local ThreadMatchState state;
  return state;
}

std::uint32_t compile_options(const std::string& flags) {
  std::uint32_t options = PCRE2_UTF | PCRE2_UCP | PCRE2_MATCH_INVALID_UTF;
  for (char f : flags) {
    switch (f) {
      case 'i':
        options |= PCRE2_CASELESS;
        break;
      case 'm':
        options |= PCRE2_MULTILINE;
        break;
      case 's':
        options |= PCRE2_DOTALL;
        break;
      case 'x':
        options |= PCRE2_EXTENDED;
        break;
      default:
        throw PatternError(0, std::string("unknown flag '") + f + "' (known: i, m, s, x)");
    }
  }
  return options;
}

}  // namespace

PcrePattern::PcrePattern(const std::string& pattern, const std::string& flags) {
  int error = 0;
  PCRE2_SIZE error_offset = 0;
  pcre2_code* code = pcre2_compile(reinterpret_cast<PCRE2_SPTR>(pattern.data()), pattern.size(),
                                   compile_options(flags), &error, &error_offset, nullptr);
  if (!code) {
    PCRE2_UCHAR message[256];
    pcre2_get_error_message(error, message, sizeof message);
    throw PatternError(static_cast<int>(kit::utf8::code_points_before(pattern, error_offset)),
                       reinterpret_cast<const char*>(message));
  }
  code_ = code;
  jit_ = pcre2_jit_compile(code, PCRE2_JIT_COMPLETE) == 0;
}

PcrePattern::~PcrePattern() {
  pcre2_code_free(static_cast<pcre2_code*>(code_));
}

SearchResult PcrePattern::for_each_match(
    std::string_view subject, const MatchLimits& limits, std::chrono::steady_clock::time_point deadline,
    const std::function<void(std::size_t, std::size_t)>& on_match) const {
  auto& state = thread_state();
  pcre2_set_match_limit(state.context, limits.match_limit);
  pcre2_set_depth_limit(state.context, limits.depth_limit);
  const auto* code = static_cast<const pcre2_code*>(code_);
  const auto* text = reinterpret_cast<PCRE2_SPTR>(subject.data());
  PCRE2_SIZE start = 0;
  while (start <= subject.size()) {
    const int rc = jit_ ? pcre2_jit_match(code, text, subject.size(), start, 0, state.data, state.context)
                        : pcre2_match(code, text, subject.size(), start, 0, state.data, state.context);
    if (rc == PCRE2_ERROR_NOMATCH) return SearchResult::complete;
    if (rc < 0) return SearchResult::limit_exceeded;  // match/depth limit, JIT stack, …
    const PCRE2_SIZE* ovector = pcre2_get_ovector_pointer(state.data);
    const std::size_t begin = ovector[0], end = ovector[1];
    if (end > begin) on_match(begin, end);
    // An empty match moves on by one code point, never stalls.
    start = end > begin ? end : end < subject.size() ? end + kit::utf8::decode(subject, end).bytes : end + 1;
    if (std::chrono::steady_clock::now() > deadline) return SearchResult::deadline_passed;
  }
  return SearchResult::complete;
}

}  // namespace proofreader::style
