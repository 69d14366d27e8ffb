#include "guides/PatternCheck.hpp"

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#include <proofreader/kit/utf8.hpp>
#include <proofreader/sdk/http.hpp>

namespace proofreader::host {

namespace {

sdk::ApiError bad_pattern(const std::string& what, std::size_t position, const std::string& reason) {
  const std::string at = std::to_string(position);
  return {400, "bad_pattern", what + " does not compile at position " + at + ": " + reason,
          "Шаблон (" + what + ") не компилируется, позиция " + at + ": " + reason};
}

}  // namespace

void check_pattern(const std::string& pattern, const std::string& flags, const std::string& what) {
  if (pattern.empty()) throw bad_pattern(what, 0, "empty pattern");
  if (pattern.size() > 4000) throw bad_pattern(what, 4000, "pattern longer than 4000 bytes");
  std::uint32_t options = PCRE2_UTF | PCRE2_UCP | PCRE2_MATCH_INVALID_UTF;
  for (char f : flags) {
    if (f == 'i') {
      options |= PCRE2_CASELESS;
    } else if (f == 'm') {
      options |= PCRE2_MULTILINE;
    } else if (f == 's') {
      options |= PCRE2_DOTALL;
    } else if (f == 'x') {
      options |= PCRE2_EXTENDED;
    } else {
      throw sdk::ApiError::bad_request("flags may contain only i, m, s, x", "Флаги: только i, m, s, x");
    }
  }
  int error = 0;
  PCRE2_SIZE offset = 0;
  pcre2_code* code = pcre2_compile(reinterpret_cast<PCRE2_SPTR>(pattern.data()), pattern.size(), options,
                                   &error, &offset, nullptr);
  if (code) {
    pcre2_code_free(code);
    return;
  }
  PCRE2_UCHAR message[256];
  pcre2_get_error_message(error, message, sizeof message);
  const std::size_t position = kit::utf8::code_points_before(pattern, offset);  // as a user counts
  throw bad_pattern(what, position, reinterpret_cast<const char*>(message));
}

}  // namespace proofreader::host
