// Decodes text of an unknown encoding to UTF-8: a BOM (UTF-8, UTF-16LE/BE)
// decides first, valid UTF-8 stays as it is, anything else is identified by
// uchardet (Windows-1251, KOI8-R, ...) and converted with iconv. Bytes that do
// not convert become U+FFFD, so mixed or wrong encodings give readable text
// with replacement marks rather than an error. Thread-safe.
#pragma once

#include <string>
#include <string_view>

namespace proofreader::host {

std::string decode_to_utf8(std::string_view bytes);

}  // namespace proofreader::host
