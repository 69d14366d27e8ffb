#include <catch2/catch.hpp>

#include <algorithm>

#include "Changelog.hpp"
#include "SpecDiff.hpp"
#include "fixtures.hpp"

using namespace proofreader::api;

namespace {

// The level of the one change with this rule, operation and where; "(none)" or "(several)" otherwise.
std::string level_of(const SpecDiff& diff, const std::string& rule, const std::string& operation,
                     const std::string& where = "*", const std::string& path = "*") {
  std::vector<const Change*> found;
  for (const auto& c : diff.changes)
    if (c.rule == rule && c.operation == operation && (where == "*" || c.where == where) &&
        (path == "*" || c.path == path))
      found.push_back(&c);
  if (found.empty()) return "(none)";
  if (found.size() > 1 && where != "*") return "(several)";
  return found.front()->level;
}

}  // namespace

TEST_CASE("Diff of two versions classes each change as oasdiff does") {
  auto v1 = parse_spec(read_fixture("petstore-3.0.yaml"), {});
  auto v2 = parse_spec(read_fixture("petstore-3.0-v2.yaml"), {});
  auto diff = diff_specs(*v1, *v2);
  CHECK(level_of(diff, "api-removed-without-deprecation", "DELETE /pets/{petId}") == "breaking");
  CHECK(level_of(diff, "endpoint-added", "PUT /pets/{petId}") == "info");
  CHECK(level_of(diff, "new-required-request-parameter", "GET /pets", "query parameter owner") == "breaking");
  CHECK(level_of(diff, "request-property-enum-value-removed", "GET /pets", "query parameter status") ==
        "breaking");
  CHECK(level_of(diff, "request-property-maximum-decreased", "GET /pets", "query parameter limit") ==
        "breaking");
  CHECK(level_of(diff, "response-non-success-status-removed", "GET /pets", "response 400") == "warning");
  CHECK(level_of(diff, "new-required-request-property", "POST /pets", "request body application/json",
                 "/species") == "breaking");
  CHECK(level_of(diff, "request-property-type-changed", "POST /pets", "request body application/json",
                 "/id") == "breaking");
  CHECK(level_of(diff, "response-property-type-changed", "GET /pets/{petId}", "response 200 application/json",
                 "/id") == "breaking");
  CHECK(level_of(diff, "response-property-added", "GET /pets/{petId}", "response 200 application/json",
                 "/species") == "info");
  // Through an array's items.
  CHECK(level_of(diff, "response-property-type-changed", "GET /pets", "response 200 application/json",
                 "/items/id") == "breaking");

  auto text = std::find_if(diff.text_changes.begin(), diff.text_changes.end(),
                           [](const TextChange& t) { return t.pointer == "/paths/~1pets/get/summary"; });
  REQUIRE(text != diff.text_changes.end());
  CHECK(text->change == "changed");
  CHECK(text->old_text == "List pets");
  CHECK(text->new_text == "List all pets");
  CHECK(text->operation == "GET /pets");
}

TEST_CASE("A spec compared with itself has no changes, and the reverse diff swaps additions and removals") {
  auto v1 = parse_spec(read_fixture("petstore-3.0.yaml"), {});
  auto v2 = parse_spec(read_fixture("petstore-3.0-v2.yaml"), {});
  auto same = diff_specs(*v1, *v1);
  CHECK(same.changes.empty());
  CHECK(same.text_changes.empty());
  auto back = diff_specs(*v2, *v1);
  CHECK(level_of(back, "endpoint-added", "DELETE /pets/{petId}") == "info");
  CHECK(level_of(back, "api-removed-without-deprecation", "PUT /pets/{petId}") == "breaking");
  CHECK(level_of(back, "request-property-enum-value-added", "GET /pets", "query parameter status") == "info");
  CHECK(level_of(back, "request-parameter-removed", "GET /pets", "query parameter owner") == "warning");
}

TEST_CASE("Swagger 2.0 body parameters are compared as request bodies, recursive schemas end") {
  std::string v1 = read_fixture("petstore-swagger2.yaml");
  std::string v2 = v1;
  v2.replace(v2.find("required: [id, name]"), 20, "required: [id]");
  auto diff = diff_specs(*parse_spec(v1, {}), *parse_spec(v2, {}));
  CHECK(level_of(diff, "request-property-became-optional", "POST /pets", "request body */*", "/name") ==
        "info");
  CHECK(level_of(diff, "response-property-became-optional", "GET /pets", "response 200 */*", "/items/name") ==
        "breaking");

  std::string recursive =
      "openapi: 3.0.0\ninfo: {title: t, version: '1'}\npaths:\n  /n:\n    get:\n      responses:\n        "
      "'200':\n"
      "          description: ok\n          content:\n            application/json:\n              schema: "
      "{$ref: "
      "'#/components/schemas/Node'}\ncomponents:\n  schemas:\n    Node:\n      type: object\n      "
      "properties:\n"
      "        child: {$ref: '#/components/schemas/Node'}\n        name: {type: TYPE}\n";
  std::string a = recursive, b = recursive;
  a.replace(a.find("TYPE"), 4, "string");
  b.replace(b.find("TYPE"), 4, "integer");
  auto cyclic = diff_specs(*parse_spec(a, {}), *parse_spec(b, {}));
  CHECK(level_of(cyclic, "response-property-type-changed", "GET /n", "response 200 application/json",
                 "/name") == "breaking");
}

TEST_CASE("The Markdown changelog lists breaking changes first, with text changes") {
  auto v1 = parse_spec(read_fixture("petstore-3.0.yaml"), {});
  auto v2 = parse_spec(read_fixture("petstore-3.0-v2.yaml"), {});
  auto diff = diff_specs(*v1, *v2);
  std::string md = changelog_markdown(diff, "v1", "v2");
  CHECK(md.starts_with("# Изменения: v1 → v2"));
  auto breaking = md.find("## Несовместимые изменения");
  auto other = md.find("## Прочие изменения");
  REQUIRE(breaking != std::string::npos);
  REQUIRE(other != std::string::npos);
  CHECK(breaking < other);
  CHECK(md.find("`DELETE /pets/{petId}`", breaking) < other);
  CHECK(md.find("«List pets» → «List all pets»") != std::string::npos);
}
