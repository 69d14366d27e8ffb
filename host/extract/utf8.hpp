// UTF-8 helpers shared by the extractors: validation and repair, by the
// rule of kit/utf8.hpp (what is invalid there is invalid here). Pure
// functions, safe from any thread.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace proofreader::host {

bool is_valid_utf8(std::string_view bytes);

// Returns `bytes` with every invalid byte replaced by U+FFFD (kit::utf8::repaired).
std::string repair_utf8(std::string_view bytes);

// U+FFFD, which stands for bytes that are not text.
inline constexpr std::string_view kReplacementCharacter = "\xEF\xBF\xBD";

}  // namespace proofreader::host
