// Internal: the single-byte Windows-1251 encoding the dictionary's DAWGs are
// keyed in. Words are converted once on the way in and out, so the analyser
// slices stems and endings as bytes.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace proofreader::russian::cp1251 {

// UTF-8 to CP1251; nullopt when a character has no CP1251 code.
std::optional<std::string> encode(std::string_view utf8);

// UTF-8 to lower-case CP1251 without stress marks and soft hyphens: the form
// words take as dictionary keys. Nullopt when a character has no CP1251 code.
std::optional<std::string> encode_key(std::string_view utf8);

std::string decode(std::string_view cp1251);
// Appends the UTF-8 form of CP1251 text to `out`.
void decode_append(std::string& out, std::string_view cp1251);

}  // namespace proofreader::russian::cp1251
