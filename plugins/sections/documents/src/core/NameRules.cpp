#include "NameRules.hpp"

#include <unicode/normalizer2.h>
#include <unicode/unistr.h>
#include <unicode/utf8.h>

#include <proofreader/sdk/http.hpp>

namespace proofreader::documents {

namespace {

constexpr std::size_t kMaxNameBytes = 255;

sdk::ApiError bad_name(const std::string& en, const std::string& ru) {
  return {400, "bad_name", en, ru};
}

// Every code point, or a bad_name error for invalid UTF-8 or a forbidden one.
void check_code_points(std::string_view raw) {
  const auto* bytes = reinterpret_cast<const uint8_t*>(raw.data());
  const auto length = static_cast<int32_t>(raw.size());
  int32_t i = 0;
  while (i < length) {
    UChar32 c;
    U8_NEXT(bytes, i, length, c);
    if (c < 0) throw bad_name("The name is not valid UTF-8", "Имя — не корректный UTF-8");
    if (c == 0) throw bad_name("The name contains a NUL character", "Имя содержит символ NUL");
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f))
      throw bad_name("The name contains a control character", "Имя содержит управляющий символ");
    if (c == '/' || c == '\\')
      throw bad_name("The name must not contain / or \\", "Имя не должно содержать / или \\");
  }
}

}  // namespace

std::string normalized_name(std::string_view raw) {
  if (raw.size() > 4 * kMaxNameBytes)  // cheap bound before normalising
    throw bad_name("The name is longer than 255 bytes", "Имя длиннее 255 байт");
  check_code_points(raw);
  UErrorCode status = U_ZERO_ERROR;
  const icu::Normalizer2* nfc = icu::Normalizer2::getNFCInstance(status);
  if (U_FAILURE(status)) throw std::runtime_error("ICU NFC normaliser unavailable");
  const icu::UnicodeString normalized = nfc->normalize(
      icu::UnicodeString::fromUTF8(icu::StringPiece(raw.data(), static_cast<int32_t>(raw.size()))), status);
  if (U_FAILURE(status)) throw bad_name("The name cannot be normalised", "Имя не удаётся нормализовать");
  std::string name;
  normalized.toUTF8String(name);
  if (name.empty()) throw bad_name("The name is empty", "Имя пустое");
  if (name == "." || name == "..")
    throw bad_name("The name must not be . or ..", "Имя не может быть . или ..");
  if (name.size() > kMaxNameBytes)
    throw bad_name("The name is longer than 255 bytes", "Имя длиннее 255 байт");
  return name;
}

}  // namespace proofreader::documents
