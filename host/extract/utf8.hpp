// UTF-8 helpers shared by the extractors: validation, repair and code point
// counting. Pure functions, safe from any thread.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace proofreader::host {

bool is_valid_utf8(std::string_view bytes);

// Returns `bytes` with every invalid sequence replaced by U+FFFD.
std::string repair_utf8(std::string_view bytes);

// Number of code points in valid UTF-8 (counts lead bytes).
std::size_t count_code_points(std::string_view utf8);

// Appends the UTF-8 encoding of `code_point` to `out`.
void append_utf8(std::string& out, char32_t code_point);

}  // namespace proofreader::host
