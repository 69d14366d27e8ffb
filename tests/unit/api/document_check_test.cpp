#include <catch2/catch.hpp>

#include <algorithm>

#include "DocumentCheck.hpp"
#include "MarkdownCode.hpp"
#include "fixtures.hpp"

using namespace proofreader::api;
namespace sdk = proofreader::sdk;

namespace {

// A block; `code` lists inline-code substrings to protect.
sdk::Block block(int index, std::string kind, std::string text, std::vector<std::string> code = {}) {
  sdk::Block b;
  b.index = index;
  b.kind = std::move(kind);
  b.text = std::move(text);
  for (const auto& c : code) {
    auto at = b.text.find(c);
    sdk::ProtectedSpan span;
    span.offset = code_points(b.text, at);
    span.length = code_points(b.text.substr(at), c.size());
    b.protected_spans.push_back(span);
  }
  return b;
}

std::vector<std::string> of_rule(const std::vector<DocumentFinding>& findings, const std::string& rule) {
  std::vector<std::string> out;
  for (const auto& f : findings)
    if (f.rule == rule) out.push_back(f.operation.empty() ? f.message : f.operation);
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE(
    "A document is checked against its spec: unknown endpoints and names, unmentioned operations, headings") {
  auto spec = parse_spec(read_fixture("users-ru.yaml"), {});
  sdk::Document doc;
  doc.blocks = {
      block(0, "heading", "Список пользователей"),
      block(1, "paragraph",
            "Запрос GET /v1/users. Параметры `limit` и `page`, поле `login`, поле `nickname`.",
            {"`limit`", "`page`", "`login`", "`nickname`"}),
      block(2, "heading", "Получить пользователя"),
      block(3, "paragraph", "Запрос GET /users/{userId} возвращает `email`.", {"`email`"}),
      block(4, "paragraph", "Устаревший запрос PATCH /users/{userId} больше не нужен, `true`.", {"`true`"}),
  };
  auto findings = check_document_against_spec(doc, *spec);
  CHECK(of_rule(findings, "unknown-endpoint") == std::vector<std::string>{"PATCH /users/{userId}"});
  REQUIRE(of_rule(findings, "unknown-name").size() == 1);
  CHECK(of_rule(findings, "unknown-name")[0].find("nickname") != std::string::npos);
  CHECK(of_rule(findings, "operation-not-mentioned") ==
        std::vector<std::string>{"DELETE /users/{id}", "GET /groups", "POST /users"});
  // "/users/{userId}" names "/users/{id}", never "/users" with "users" taken for a base path.
  CHECK(of_rule(findings, "summary-heading-mismatch").size() == 1);
  // "Список пользователей" against "Получить список пользователей"; the second heading matches its summary.
  CHECK(of_rule(findings, "summary-heading-mismatch") == std::vector<std::string>{"GET /users"});
}
