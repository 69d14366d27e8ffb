// Tokenizer and sentence splitter for Russian technical text.
//
// Splits UTF-8 text into tokens (words, numbers, punctuation, URLs, e-mail
// addresses, paths, inline code, …) and sentences. Knows hyphenated words,
// versions (2.4.1), abbreviations (т. е., и т. д., рис., см., г.), initials,
// quotes «» „“ "", the ellipsis, and list items without a final period.
//
// Offsets are given twice: in Unicode code points (what remarks use) and in
// bytes (for slicing the UTF-8 string). Pure functions, thread-safe.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace proofreader::russian {

struct Token {
  enum class Kind {
    word,         // a run of letters, possibly with inner hyphens («из-за», «веб-сайт»)
    number,       // 42, 3,14, 2.4.1, 10 000 is two numbers
    punctuation,  // . , ; : ! ? … - – — ( ) [ ] « » „ “ " '
    space,        // spaces, tabs, newlines (kept so the stream covers the text)
    url,          // https://…, www.…
    email,
    path,   // /etc/nginx.conf, C:\Temp, file names with an extension
    code,   // `inline code`, identifiers such as snake_case or CamelCase
    symbol  // anything else: %, №, §, +, =, emoji
  };
  Kind kind = Kind::word;
  std::string text;  // the token's UTF-8 text
  int offset = 0;    // code points from the start of the text
  int length = 0;    // code points
  int byte_offset = 0;
  int byte_length = 0;
};

struct Sentence {
  int offset = 0;  // code points
  int length = 0;
  int byte_offset = 0;
  int byte_length = 0;
  int first_token = 0;  // index into Tokenized::tokens
  int token_count = 0;
};

struct Tokenized {
  std::vector<Token> tokens;
  std::vector<Sentence> sentences;
};

Tokenized tokenize(std::string_view utf8);

// Lower-cases Cyrillic and Latin letters of UTF-8 text (ё kept as ё).
std::string to_lower(std::string_view utf8);

// The text with its first letter upper-cased (Cyrillic and Latin).
std::string capitalize(std::string_view utf8);

// True when the word's first letter is upper case.
bool starts_upper(std::string_view utf8_word);

// Number of code points in UTF-8 text.
int code_points(std::string_view utf8);

}  // namespace proofreader::russian
