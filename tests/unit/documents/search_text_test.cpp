#include <catch2/catch.hpp>

#include <proofreader/sdk/http.hpp>

#include "SearchText.hpp"

using namespace proofreader::documents;

namespace {

const SearchText& search_text() {
  static const SearchText text(proofreader::russian::Morphology::open(PROOFREADER_TEST_DICT));
  return text;
}

std::string refusal_code(const std::string& query) {
  try {
    search_text().parse_query(query);
  } catch (const proofreader::sdk::ApiError& e) {
    CHECK(e.status() == 400);
    return e.code();
  }
  return {};
}

}  // namespace

TEST_CASE("search text: forms of a word index as one lemma", "[documents][search]") {
  const auto& t = search_text();
  CHECK(t.index_text("файлы") == t.index_text("файлом"));
  CHECK(t.index_text("файлов") == "файл");
  CHECK(t.index_text("Ёлки, 42 API!").find("елка") != std::string::npos);
  CHECK(t.index_text("Ёлки, 42 API!").find("42") != std::string::npos);
  CHECK(t.index_text("Ёлки, 42 API!").find("api") != std::string::npos);
}

TEST_CASE("search text: a file's ranking row has each lemma 1 + log2 of its count times",
          "[documents][search]") {
  CHECK(SearchText::ranking_text({"файл сервер файл", "файл", "файл служба"}) ==
        "файл файл файл сервер служба ");
  const std::vector<std::string> many(125, "данные");
  CHECK(SearchText::ranking_text(many) == "данные данные данные данные данные данные данные ");
  CHECK(SearchText::ranking_text({"", " "}).empty());
}

TEST_CASE("search text: query words become quoted lemma alternatives", "[documents][search]") {
  const auto q = search_text().parse_query("файлы сервера");
  CHECK(q.match.find("\"файл\"") != std::string::npos);
  CHECK(q.match.find(" AND ") != std::string::npos);
  CHECK(q.lemmas.count("файл") == 1);
  CHECK(q.lemmas.count("сервер") == 1);
  // Each word's alternatives, in query order (PostgreSQL's search matches them).
  REQUIRE(q.words.size() == 2);
  CHECK(q.words[0].front() == "файл");
  CHECK(q.words[1].front() == "сервер");
}

TEST_CASE("search text: FTS syntax in a query is only text", "[documents][search]") {
  const auto q = search_text().parse_query("\"файл* NEAR(a b) OR -x ^y col:z");
  for (char c : std::string("*^:-")) CHECK(q.match.find(c) == std::string::npos);
  // Words that are FTS keywords are quoted terms, never operators.
  CHECK(q.match.find("(\"near\")") != std::string::npos);
  CHECK(q.match.find("(\"or\")") != std::string::npos);
  CHECK(refusal_code("\"\" * () :") == "empty_query");
  CHECK(refusal_code("") == "empty_query");
  CHECK(refusal_code(std::string(10000, 'a')) == "query_too_long");
  std::string many;
  for (int i = 0; i < 40; ++i) many += "слово ";
  CHECK(refusal_code(many) == "query_too_long");
}

TEST_CASE("search text: the snippet marks every form of the query's words, escaped", "[documents][search]") {
  const auto q = search_text().parse_query("файлы");
  const std::string snippet =
      search_text().snippet("Сохраните <b>файл</b> и два файла рядом с файлом & прочим.", q.lemmas);
  CHECK(snippet.find("<mark>файл</mark>") != std::string::npos);
  CHECK(snippet.find("<mark>файла</mark>") != std::string::npos);
  CHECK(snippet.find("<mark>файлом</mark>") != std::string::npos);
  CHECK(snippet.find("&lt;b&gt;") != std::string::npos);
  CHECK(snippet.find("&amp;") != std::string::npos);
  CHECK(snippet.find("<b>") == std::string::npos);
}

TEST_CASE("search text: a long text is cut around the first match", "[documents][search]") {
  std::string text;
  for (int i = 0; i < 100; ++i) text += "слово ";
  text += "файлами ";
  for (int i = 0; i < 100; ++i) text += "слово ";
  const std::string snippet = search_text().snippet(text, search_text().parse_query("файл").lemmas);
  CHECK(snippet.find("<mark>файлами</mark>") != std::string::npos);
  CHECK(snippet.rfind("…", 0) == 0);
  CHECK(snippet.size() < 400);
}
