// UTF-8 helpers the style engine needs on every block: lower-casing that keeps
// byte offsets (Cyrillic and Latin letters keep their width), ё folding and
// byte ↔ code point conversion. Pure functions, thread-safe.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace proofreader::style {

// Lower-cases Latin and Cyrillic letters (Ё → ё); every other byte is kept,
// so a byte offset into the result is a byte offset into `text`.
std::string lower_same_width(std::string_view text);

// ё → е and Ё → Е: the key under which both spellings of a word meet.
std::string fold_yo(std::string_view text);

// Lower-cased and ё-folded: how words are looked up in the rule indexes.
std::string lookup_key(std::string_view word);

// Byte offset of every code point start, plus text.size() at the end
// (code points as kit/utf8.hpp counts them).
std::vector<std::size_t> code_point_starts(std::string_view text);

// Decodes the code point at text[i] (kit::utf8::decode) and advances i.
char32_t next_code_point(std::string_view text, std::size_t& i);

bool is_upper(char32_t c);

}  // namespace proofreader::style
