#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "proofreader/russian/tokenizer.hpp"

using proofreader::russian::Token;
using proofreader::russian::tokenize;
using Kind = Token::Kind;

namespace {

// The non-space tokens of `text` as (kind, text) pairs.
std::vector<std::pair<Kind, std::string>> tokens_of(const std::string& text) {
  std::vector<std::pair<Kind, std::string>> out;
  for (const auto& t : tokenize(text).tokens)
    if (t.kind != Kind::space) out.emplace_back(t.kind, t.text);
  return out;
}

bool has_token(const std::string& text, Kind kind, const std::string& token) {
  for (const auto& [k, t] : tokens_of(text))
    if (k == kind && t == token) return true;
  return false;
}

}  // namespace

TEST_CASE("russian: hyphenated words stay whole", "[tokenizer]") {
  CHECK(has_token("Из-за ошибки веб-сайт недоступен", Kind::word, "Из-за"));
  CHECK(has_token("Из-за ошибки веб-сайт недоступен", Kind::word, "веб-сайт"));
  CHECK(has_token("Подключите Wi-Fi", Kind::word, "Wi-Fi"));
  CHECK(has_token("IT-отдел ответит", Kind::word, "IT-отдел"));
  CHECK(has_token("на 5-й странице", Kind::word, "5-й"));
}

TEST_CASE("russian: a dash between words is punctuation", "[tokenizer]") {
  const auto t = tokens_of("Сервер — это компьютер");
  REQUIRE(t.size() == 4);
  CHECK(t[1] == std::make_pair(Kind::punctuation, std::string("—")));
}

TEST_CASE("russian: numbers and versions", "[tokenizer]") {
  CHECK(has_token("Установите версию 2.4.1.", Kind::number, "2.4.1"));
  CHECK(has_token("Число 3,14 известно", Kind::number, "3,14"));
  const auto t = tokens_of("10 000 строк");
  REQUIRE(t.size() == 3);
  CHECK(t[0].first == Kind::number);
  CHECK(t[1].first == Kind::number);
}

TEST_CASE("russian: URLs, e-mail, paths and code", "[tokenizer]") {
  CHECK(has_token("Откройте https://example.com/a?b=1.", Kind::url, "https://example.com/a?b=1"));
  CHECK(has_token("См. www.debian.org, там всё", Kind::url, "www.debian.org"));
  CHECK(has_token("(https://ru.wikipedia.org/wiki/Foo_(bar))", Kind::url,
                  "https://ru.wikipedia.org/wiki/Foo_(bar)"));
  CHECK(has_token("Пишите на support@example.ru.", Kind::email, "support@example.ru"));
  CHECK(has_token("Файл /etc/nginx/nginx.conf изменён", Kind::path, "/etc/nginx/nginx.conf"));
  CHECK(has_token("Путь C:\\Temp\\log.txt.", Kind::path, "C:\\Temp\\log.txt"));
  CHECK(has_token("Откройте config.yaml и", Kind::path, "config.yaml"));
  CHECK(has_token("Каталог src/main/app.cpp", Kind::path, "src/main/app.cpp"));
  CHECK(has_token("Выполните `make install` снова", Kind::code, "`make install`"));
  CHECK(has_token("Функция get_user_name возвращает", Kind::code, "get_user_name"));
  CHECK(has_token("Метод getUserName возвращает", Kind::code, "getUserName"));
  CHECK(has_token("Вызовите run() затем", Kind::code, "run()"));
}

TEST_CASE("russian: quotes, ellipsis and symbols", "[tokenizer]") {
  const auto t = tokens_of("Нажмите «Сохранить»… или „Да“ и \"Нет\" 5 %");
  CHECK(t[1] == std::make_pair(Kind::punctuation, std::string("«")));
  CHECK(t[3] == std::make_pair(Kind::punctuation, std::string("»")));
  CHECK(t[4] == std::make_pair(Kind::punctuation, std::string("…")));
  CHECK(has_token("Подождите...", Kind::punctuation, "..."));
  CHECK(t.back() == std::make_pair(Kind::symbol, std::string("%")));
}

TEST_CASE("russian: offsets count code points and bytes", "[tokenizer]") {
  const std::string text = "Ёж, ok 日本";
  const auto tokens = tokenize(text).tokens;
  std::string rebuilt;
  for (const auto& t : tokens) {
    CHECK(text.substr(t.byte_offset, t.byte_length) == t.text);
    rebuilt += t.text;
  }
  CHECK(rebuilt == text);  // the stream covers the text
  REQUIRE(tokens.size() >= 5);
  CHECK(tokens[0].offset == 0);
  CHECK(tokens[0].length == 2);
  CHECK(tokens[0].byte_length == 4);
  CHECK(tokens[1].offset == 2);  // the comma
  CHECK(tokens[1].byte_offset == 4);
  CHECK(tokens[3].text == "ok");
  CHECK(tokens[3].offset == 4);
}

TEST_CASE("russian: malformed UTF-8 is tokenized, not rejected", "[tokenizer]") {
  const std::string text = "abc\xff\xfe слово \xd0";
  const auto tokens = tokenize(text).tokens;
  std::size_t bytes = 0;
  for (const auto& t : tokens) bytes += t.byte_length;
  CHECK(bytes == text.size());
  CHECK(has_token(text, Kind::word, "слово"));
}

TEST_CASE("russian: case helpers", "[tokenizer]") {
  using namespace proofreader::russian;
  CHECK(to_lower("ВЫ Ёлка Hello") == "вы ёлка hello");
  CHECK(starts_upper("Вы"));
  CHECK_FALSE(starts_upper("вы"));
  CHECK(code_points("ёж") == 2);
}
