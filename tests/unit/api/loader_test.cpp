#include <catch2/catch.hpp>

#include <proofreader/sdk/http.hpp>

#include <chrono>
#include <string>

#include "JsonPointer.hpp"
#include "Spec.hpp"
#include "fixtures.hpp"

using namespace proofreader::api;
using proofreader::sdk::ApiError;

namespace {

// The status and code an input is refused with.
std::pair<int, std::string> refusal(const std::string& text, LoadLimits limits = {}) {
  try {
    parse_spec(text, limits);
  } catch (const ApiError& e) {
    return {e.status(), e.code()};
  }
  return {0, "accepted"};
}

}  // namespace

TEST_CASE("Specs of each dialect load with their version, title and operations in order") {
  auto v30 = parse_spec(read_fixture("petstore-3.0.yaml"), {});
  CHECK(v30->openapi_version == "3.0.3");
  CHECK_FALSE(v30->swagger2);
  CHECK(v30->title == "Pet Store");
  REQUIRE(v30->operations.size() == 4);
  CHECK(v30->operations[0].label() == "GET /pets");
  CHECK(v30->operations[1].label() == "POST /pets");
  CHECK(v30->operations[2].label() == "GET /pets/{petId}");
  CHECK(v30->operations[2].pointer == "/paths/~1pets~1{petId}/get");

  auto v31 = parse_spec(read_fixture("petstore-3.1.json"), {});
  CHECK(v31->openapi_version == "3.1.0");
  CHECK(v31->operations.size() == 1);
  auto v2 = parse_spec(read_fixture("petstore-swagger2.yaml"), {});
  CHECK(v2->swagger2);
  CHECK(v2->operations.size() == 2);
}

TEST_CASE("Key order is kept as written and scalars keep their JSON type") {
  auto spec = parse_spec(read_fixture("petstore-3.1.json"), {});
  const Node* pet = resolve_pointer(*spec->root, "/components/schemas/Pet/properties");
  REQUIRE(pet);
  REQUIRE(pet->entries.size() == 3);
  CHECK(pet->entries[0].first == "id");
  CHECK(pet->entries[1].first == "price");
  CHECK(pet->entries[2].first == "vaccinated");
  CHECK(resolve_pointer(*spec->root, "/components/schemas/Pet/properties/vaccinated/default")->type ==
        Node::Type::boolean);
  CHECK(resolve_pointer(*spec->root, "/components/schemas/Pet/properties/price/exclusiveMinimum")->type ==
        Node::Type::number);
  CHECK(resolve_pointer(*spec->root, "/info/version")->type == Node::Type::string);
  auto yaml = parse_spec(read_fixture("petstore-3.0.yaml"), {});
  // '200' is quoted in YAML: a string; 1.0.0 is plain but no number.
  CHECK(resolve_pointer(*yaml->root, "/paths/~1pets/get/responses/200")->is_map());
  CHECK(resolve_pointer(*yaml->root, "/info/version")->is_string());
}

TEST_CASE("Anchors and aliases share the anchored node") {
  auto spec = parse_spec(
      "openapi: 3.0.0\ninfo: {title: t, version: '1'}\npaths:\n  /a:\n    get: &op\n      summary: Same\n    "
      "  "
      "responses: {'200': {description: ok}}\n  /b:\n    get: *op\n",
      {});
  REQUIRE(spec->operations.size() == 2);
  CHECK(spec->operations[0].node == spec->operations[1].node);
}

TEST_CASE("Bad input is refused with a clear 4xx and fast") {
  CHECK(refusal("") == std::pair<int, std::string>{400, "empty_spec"});
  CHECK(refusal("  \n\n") == std::pair<int, std::string>{400, "empty_spec"});
  CHECK(refusal("just: a map\n") == std::pair<int, std::string>{422, "not_openapi"});
  CHECK(refusal("- openapi\n- 3.0.0\n") == std::pair<int, std::string>{422, "not_openapi"});
  CHECK(refusal("openapi: 3.0.0\ninfo: [unclosed\n").first == 400);
  CHECK(refusal("openapi: 3.0.0\ninfo: [unclosed\n").second == "bad_yaml");

  SECTION("a billion laughs") {
    std::string bomb = "openapi: 3.0.0\na0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n";
    for (int i = 1; i < 10; ++i) {
      bomb += "a" + std::to_string(i) + ": &a" + std::to_string(i) + " [";
      for (int j = 0; j < 10; ++j) bomb += (j ? ", *a" : "*a") + std::to_string(i - 1);
      bomb += "]\n";
    }
    auto start = std::chrono::steady_clock::now();
    CHECK(refusal(bomb) == std::pair<int, std::string>{422, "spec_too_many_nodes"});
    CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(2));
  }
  SECTION("10 000 nesting levels, block and flow") {
    std::string flow = "openapi: 3.0.0\nx: " + std::string(10000, '[') + std::string(10000, ']') + "\n";
    CHECK(refusal(flow) == std::pair<int, std::string>{422, "spec_too_deep"});
    std::string block = "openapi: 3.0.0\n";
    for (int i = 0; i < 10000; ++i) block += std::string(i, ' ') + "k:\n";
    CHECK(refusal(block).first == 422);
    std::string json =
        "{\"openapi\": \"3.0.0\", \"x\": " + std::string(10000, '[') + std::string(10000, ']') + "}";
    CHECK(refusal(json) == std::pair<int, std::string>{422, "spec_too_deep"});
  }
  SECTION("a recursive alias") {
    CHECK(refusal("openapi: 3.0.0\nx: &a [1, *a]\n") ==
          std::pair<int, std::string>{422, "yaml_recursive_alias"});
  }
  SECTION("the byte limit") {
    LoadLimits small;
    small.max_bytes = 100;
    CHECK(refusal(read_fixture("petstore-3.0.yaml"), small) ==
          std::pair<int, std::string>{413, "spec_too_large"});
  }
  SECTION("a $ref cycle loads (references are not expanded)") {
    auto spec = parse_spec(read_fixture("broken-ref.yaml"), {});
    const Node* a = resolve_pointer(*spec->root, "/components/schemas/A");
    CHECK(follow_refs(*spec->root, a) == nullptr);
  }
}

TEST_CASE("JSON pointers escape ~ and / and resolve into sequences") {
  CHECK(pointer_join("/paths", "/a~b") == "/paths/~1a~0b");
  CHECK(pointer_tokens("/paths/~1a~0b/0") == std::vector<std::string>{"paths", "/a~b", "0"});
  auto spec = parse_spec(read_fixture("petstore-3.0.yaml"), {});
  const Node* url = resolve_pointer(*spec->root, "/servers/0/url");
  REQUIRE(url);
  CHECK(url->text == "https://example.com/v1");
  CHECK(resolve_pointer(*spec->root, "/servers/1") == nullptr);
}
