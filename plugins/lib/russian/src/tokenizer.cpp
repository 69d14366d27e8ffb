// Tokenizer: one left-to-right pass over the decoded text. Technical tokens
// (URLs, e-mail, paths, code) are recognised before words so that their dots
// and slashes never split a sentence or produce words to check.
#include "proofreader/russian/tokenizer.hpp"

#include <algorithm>

#include "sentence_splitter.hpp"
#include "utf8.hpp"

namespace proofreader::russian {
namespace {

using Kind = Token::Kind;

bool is_punctuation(char32_t c) {
  static constexpr std::u32string_view kPunct = U".,;:!?…-–—()[]{}«»„“”\"'‘’‹›";
  return kPunct.find(c) != std::u32string_view::npos;
}

// Characters that may appear inside a URL, path, e-mail or identifier.
bool is_technical(char32_t c) {
  return utf8::is_ascii_letter(c) || utf8::is_digit(c) || c == '_' || c == '.' || c == '-' || c == '@' ||
         c == '/' || c == '\\' || c == '+' || c == '~' || c == '%' || c == '=' || c == '#' || c == '&' ||
         c == '?' || c == ':';
}

bool is_trailing_punct(char32_t c) {
  return c == '.' || c == ',' || c == ';' || c == ':' || c == '!' || c == '?' || c == '-' || c == ')' ||
         c == ']' || c == '\'' || c == '"';
}

class Scanner {
 public:
  explicit Scanner(std::string_view text) : text_(text) {
    cps_.reserve(text.size());
    bytes_.reserve(text.size() + 1);
    for (std::size_t i = 0; i < text.size();) {
      const auto d = utf8::decode(text, i);
      cps_.push_back(d.cp);
      bytes_.push_back(static_cast<int>(i));
      i += d.bytes;
    }
    bytes_.push_back(static_cast<int>(text.size()));
  }

  std::vector<Token> run() {
    std::vector<Token> tokens;
    tokens.reserve(cps_.size() / 3 + 1);  // about a word and a space per six letters
    int i = 0;
    const int n = size();
    while (i < n) {
      auto [kind, end] = next(i);
      Token t;
      t.kind = kind;
      t.offset = i;
      t.length = end - i;
      t.byte_offset = bytes_[i];
      t.byte_length = bytes_[end] - bytes_[i];
      t.text.assign(text_.substr(t.byte_offset, t.byte_length));
      tokens.push_back(std::move(t));
      i = end;
    }
    return tokens;
  }

 private:
  int size() const { return static_cast<int>(cps_.size()); }
  char32_t at(int i) const { return i >= 0 && i < size() ? cps_[i] : 0; }

  bool starts_with_ci(int i, std::u32string_view prefix) const {
    for (std::size_t k = 0; k < prefix.size(); ++k)
      if (utf8::lower(at(i + static_cast<int>(k))) != prefix[k]) return false;
    return true;
  }

  std::pair<Kind, int> next(int i) const {
    const char32_t c = at(i);
    if (utf8::is_space(c)) {
      int e = i;
      while (e < size() && utf8::is_space(at(e))) ++e;
      return {Kind::space, e};
    }
    if (c == '`') {
      for (int e = i + 1; e < size() && at(e) != '\n'; ++e)
        if (at(e) == '`') return {Kind::code, e + 1};
    }
    if (int e = utf8::is_ascii_letter(c) ? url_end(i) : i; e > i) return {Kind::url, e};
    if (int e = rooted_path_end(i); e > i) return {Kind::path, e};
    if (utf8::is_ascii_letter(c) || utf8::is_digit(c) || c == '_') {
      if (auto technical = classify_technical(i); technical.second > i) return technical;
    }
    if (utf8::is_digit(c)) return number_or_word(i);
    if (utf8::is_letter(c)) return {Kind::word, word_end(i)};
    if (c == '.' && at(i + 1) == '.' && at(i + 2) == '.') return {Kind::punctuation, i + 3};
    if (is_punctuation(c)) return {Kind::punctuation, i + 1};
    return {Kind::symbol, i + 1};
  }

  // Extends a URL-like run to its last character that is not trailing punctuation;
  // a closing bracket stays when the run opened one.
  int trim_trailing(int start, int end) const {
    while (end > start && is_trailing_punct(at(end - 1))) {
      const char32_t last = at(end - 1);
      if (last == ')' && std::count(cps_.begin() + start, cps_.begin() + end, U'(') >
                             std::count(cps_.begin() + start, cps_.begin() + end - 1, U')'))
        break;
      --end;
    }
    return end;
  }

  int run_end(int i) const {
    int e = i;
    while (e < size() && !utf8::is_space(at(e)) && at(e) != '<' && at(e) != '>' && at(e) != U'«' &&
           at(e) != U'»' && at(e) != '"' && at(e) != U'“' && at(e) != U'”' && at(e) != '`')
      ++e;
    return e;
  }

  int url_end(int i) const {
    const bool scheme = starts_with_ci(i, U"http://") || starts_with_ci(i, U"https://") ||
                        starts_with_ci(i, U"ftp://") || starts_with_ci(i, U"file://");
    const bool www = starts_with_ci(i, U"www.") && utf8::is_letter(at(i + 4));
    if (!scheme && !www) return i;
    if (i > 0 && utf8::is_letter(at(i - 1))) return i;
    return trim_trailing(i, run_end(i));
  }

  // /etc/nginx.conf, ~/.bashrc, ./run.sh, ../x, C:\Temp\a.txt
  int rooted_path_end(int i) const {
    const char32_t c = at(i);
    bool rooted = false;
    if (c == '/' && (utf8::is_ascii_letter(at(i + 1)) || at(i + 1) == '.' || at(i + 1) == '_') &&
        !utf8::is_letter(at(i - 1)) && !utf8::is_digit(at(i - 1)))
      rooted = true;
    if (c == '~' && at(i + 1) == '/') rooted = true;
    if (c == '.' && (at(i + 1) == '/' || (at(i + 1) == '.' && at(i + 2) == '/')) &&
        !utf8::is_letter(at(i - 1)))
      rooted = true;
    if (utf8::is_ascii_letter(c) && at(i + 1) == ':' && at(i + 2) == '\\' && !utf8::is_letter(at(i - 1)))
      rooted = true;
    if (!rooted) return i;
    int e = i;
    while (e < size() && !utf8::is_space(at(e)) && at(e) != U'«' && at(e) != U'»' && at(e) != '"' &&
           at(e) != '`' && at(e) != '(' && at(e) != ',')
      ++e;
    return trim_trailing(i, e);
  }

  // A run of ASCII letters, digits and technical signs: e-mail, relative path,
  // file name with an extension, or an identifier (snake_case, camelCase, f()).
  std::pair<Kind, int> classify_technical(int i) const {
    int e = i;
    while (e < size() && is_technical(at(e))) ++e;
    if (utf8::is_letter(at(e))) return {Kind::word, i};  // glued to Cyrillic: not technical
    e = trim_trailing(i, e);
    if (at(e) == '(' && at(e + 1) == ')') return {Kind::code, e + 2};  // call syntax: run()
    const std::u32string_view run(cps_.data() + i, e - i);
    if (run.empty()) return {Kind::word, i};

    if (const auto at_sign = run.find('@'); at_sign != std::u32string_view::npos && at_sign > 0) {
      const auto dot = run.rfind('.');
      if (dot != std::u32string_view::npos && dot > at_sign + 1 && dot + 2 <= run.size())
        return {Kind::email, e};
    }
    const bool has_letter =
        std::any_of(run.begin(), run.end(), [](char32_t c) { return utf8::is_ascii_letter(c); });
    if (!has_letter) return {Kind::word, i};
    if (run.find_first_of(U"/\\") != std::u32string_view::npos) {
      const bool dotted = run.find('.') != std::u32string_view::npos;
      const auto slashes =
          std::count_if(run.begin(), run.end(), [](char32_t c) { return c == '/' || c == '\\'; });
      if (dotted || slashes >= 2) return {Kind::path, e};
    }
    if (const auto dot = run.rfind('.');
        dot != std::u32string_view::npos && dot > 0 && dot + 1 < run.size()) {
      const auto ext = run.substr(dot + 1);
      const bool ext_ok =
          ext.size() <= 5 &&
          std::all_of(ext.begin(), ext.end(),
                      [](char32_t c) { return utf8::is_ascii_letter(c) || utf8::is_digit(c); }) &&
          std::any_of(ext.begin(), ext.end(), [](char32_t c) { return utf8::is_ascii_letter(c); });
      if (ext_ok) return {Kind::path, e};
    }
    const bool snake = run.find('_') != std::u32string_view::npos;
    bool camel = false;
    for (std::size_t k = 1; k < run.size(); ++k)
      if (run[k - 1] >= 'a' && run[k - 1] <= 'z' && run[k] >= 'A' && run[k] <= 'Z') camel = true;
    const bool plain = std::all_of(run.begin(), run.end(), [](char32_t c) {
      return utf8::is_ascii_letter(c) || utf8::is_digit(c) || c == '_';
    });
    if ((snake || camel) && plain) return {Kind::code, e};
    return {Kind::word, i};
  }

  // 42, 3,14, 2.4.1; «5-й», «10-летний» are words.
  std::pair<Kind, int> number_or_word(int i) const {
    int e = i;
    while (utf8::is_digit(at(e))) ++e;
    while ((at(e) == '.' || at(e) == ',') && utf8::is_digit(at(e + 1))) {
      ++e;
      while (utf8::is_digit(at(e))) ++e;
    }
    if (at(e) == '-' && utf8::is_letter(at(e + 1))) return {Kind::word, word_end(e + 1)};
    return {Kind::number, e};
  }

  // Letters with inner hyphens or apostrophes («из-за», «Wi-Fi», «O'Reilly»).
  int word_end(int i) const {
    int e = i;
    for (;;) {
      while (utf8::is_letter(at(e)) || at(e) == 0xAD) ++e;
      const char32_t c = at(e);
      const bool joiner = c == '-' || c == 0x2011 || c == '\'' || c == U'’';
      if (joiner && (utf8::is_letter(at(e + 1)) || (c == '-' && utf8::is_digit(at(e + 1))))) {
        ++e;
        while (utf8::is_digit(at(e))) ++e;
        continue;
      }
      return e;
    }
  }

  std::string_view text_;
  std::vector<char32_t> cps_;
  std::vector<int> bytes_;  // byte offset of each code point, plus the end
};

}  // namespace

Tokenized tokenize(std::string_view text) {
  Tokenized result;
  result.tokens = Scanner(text).run();
  result.sentences = split_sentences(result.tokens);
  return result;
}

}  // namespace proofreader::russian
