#include <catch2/catch.hpp>

#include "Exporter.hpp"
#include "JsonPointer.hpp"
#include "Spec.hpp"
#include "fixtures.hpp"

using namespace proofreader::api;

TEST_CASE("Exporting an unchanged spec gives a document equal to the input, for every fixture") {
  for (const char* name : kSpecFixtures) {
    INFO(name);
    std::string text = read_fixture(name);
    auto original = load_yaml(text, {});
    for (auto format : {ExportFormat::yaml, ExportFormat::json}) {
      std::string written = export_spec(text, format, {});
      auto again = load_yaml(written, {});
      CHECK(same_tree(*original, *again));
      // Written twice, the text is stable.
      CHECK(export_spec(written, format, {}) == written);
    }
  }
}

TEST_CASE("YAML export keeps key order and end-of-line comments — JSON export is JSON") {
  std::string text = read_fixture("petstore-3.0.yaml");
  std::string yaml = export_spec(text, ExportFormat::yaml, {});
  // libfyaml 0.7.12 keeps a comment that ends a line; whole-line comments are lost.
  CHECK(yaml.find("version: 1.0.0 # bumped on every release") != std::string::npos);
  CHECK(yaml.find("openapi:") < yaml.find("info:"));
  CHECK(yaml.find("info:") < yaml.find("servers:"));
  CHECK(yaml.find("servers:") < yaml.find("paths:"));
  std::string json = export_spec(text, ExportFormat::json, {});
  CHECK(json.front() == '{');
  CHECK(json.find("\"openapi\": \"3.0.3\"") != std::string::npos);
  CHECK(json.find("\"required\": true") != std::string::npos);  // a boolean stays a boolean
}

TEST_CASE("Translations replace the text at their pointers and nothing else") {
  std::string text = read_fixture("users-ru.yaml");
  std::unordered_map<std::string, std::string> translation{
      {"/paths/~1users/get/summary", "List users"},
      {"/info/description", "A service: call `POST /auth/token`.\nSecond line: with a colon."},
      {"/paths/~1users/get/operationId", "ignoredBecauseNotText"},  // still a scalar: replaced as asked
      {"/nowhere/at/all", "skipped"}};
  for (auto format : {ExportFormat::yaml, ExportFormat::json}) {
    auto spec = load_yaml(export_spec(text, format, translation), {});
    CHECK(resolve_pointer(*spec, "/paths/~1users/get/summary")->text == "List users");
    CHECK(resolve_pointer(*spec, "/info/description")->text ==
          "A service: call `POST /auth/token`.\nSecond line: with a colon.");
    CHECK(resolve_pointer(*spec, "/paths/~1users/post/summary")->text == "Создание пользователя");
    CHECK(resolve_pointer(*spec, "/nowhere") == nullptr);
  }
}
