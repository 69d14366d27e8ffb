// Code, URLs, e-mail addresses and paths are found and given in code points.
#include <catch2/catch.hpp>

#include <string>

#include "extract/protected_spans.hpp"

using proofreader::host::find_protected_spans;
using Kind = proofreader::sdk::ProtectedSpan::Kind;

namespace {

// The protected fragments as text, for readable assertions (ASCII-free offsets
// are checked separately).
std::vector<std::pair<Kind, std::u32string>> fragments(const std::string& text) {
  std::u32string wide;
  for (std::size_t i = 0; i < text.size();) {
    const auto b = static_cast<unsigned char>(text[i]);
    const int n = b < 0x80 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2;
    char32_t cp = n == 1 ? b : b & (0x3F >> (n - 1));
    for (int k = 1; k < n; ++k) cp = (cp << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
    wide += cp;
    i += n;
  }
  std::vector<std::pair<Kind, std::u32string>> out;
  for (const auto& span : find_protected_spans(text))
    out.emplace_back(span.kind, wide.substr(span.offset, span.length));
  return out;
}

}  // namespace

TEST_CASE("extract: Protected spans", "[extract][spans]") {
  CHECK(fragments("Откройте https://пример.рф/путь?a=1, затем www.example.org.") ==
        std::vector<std::pair<Kind, std::u32string>>{{Kind::url, U"https://пример.рф/путь?a=1"},
                                                     {Kind::url, U"www.example.org"}});
  CHECK(fragments("Пишите на support@example.com или admin@mail.example.ru.") ==
        std::vector<std::pair<Kind, std::u32string>>{{Kind::email, U"support@example.com"},
                                                     {Kind::email, U"admin@mail.example.ru"}});
  CHECK(fragments("Правка в /etc/nginx/nginx.conf, ~/.bashrc, src/main.cpp и C:\\Program Files.") ==
        std::vector<std::pair<Kind, std::u32string>>{{Kind::path, U"/etc/nginx/nginx.conf"},
                                                     {Kind::path, U"~/.bashrc"},
                                                     {Kind::path, U"src/main.cpp"},
                                                     {Kind::path, U"C:\\Program"}});
  CHECK(fragments("Команда `ls -la` в терминале.") ==
        std::vector<std::pair<Kind, std::u32string>>{{Kind::code, U"`ls -la`"}});
  CHECK(fragments("Файл config.yaml рядом.") ==
        std::vector<std::pair<Kind, std::u32string>>{{Kind::path, U"config.yaml"}});
  // Russian words with a slash are prose, not paths.
  CHECK(fragments("Скорость 5 км/ч и/или больше.").empty());
  CHECK(fragments("Обычное предложение без кода.").empty());
}

TEST_CASE("extract: Protected spans merge with known code spans without overlaps", "[extract][spans]") {
  const auto spans = find_protected_spans("см. https://a.org/x", {{Kind::code, 0, 19}});
  REQUIRE(spans.size() == 1);
  CHECK(spans[0].kind == Kind::code);
}
