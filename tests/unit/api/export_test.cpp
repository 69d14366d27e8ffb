#include <catch2/catch.hpp>

#include <Poco/JSON/Parser.h>

#include <sstream>
#include <string>
#include <vector>

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
      // JSON is strict JSON: no comment carried over from the YAML.
      if (format == ExportFormat::json) CHECK_NOTHROW(Poco::JSON::Parser().parse(written));
      // Written twice, the text is stable.
      CHECK(export_spec(written, format, {}) == written);
    }
  }
}

// The comments of a YAML text, in order: whole lines from their '#', and what
// follows " #" on a line (no scalar of the fixtures holds " #").
std::vector<std::string> comments_of(const std::string& yaml) {
  std::vector<std::string> out;
  std::istringstream in(yaml);
  for (std::string line; std::getline(in, line);) {
    const auto first = line.find_first_not_of(' ');
    if (first != std::string::npos && line[first] == '#')
      out.push_back(line.substr(first));
    else if (const auto at = line.find(" #"); at != std::string::npos)
      out.push_back(line.substr(at + 1));
  }
  return out;
}

TEST_CASE("YAML export keeps key order and every comment of the fixtures — JSON export is JSON") {
  for (const char* name : {"petstore-3.0.yaml", "petstore-3.0-v2.yaml", "users-ru.yaml"}) {
    INFO(name);
    const std::string text = read_fixture(name);
    const std::string yaml = export_spec(text, ExportFormat::yaml, {});
    // Whole-line comments (the first line, above a key, above a sequence item,
    // a block of several lines) and end-of-line ones, all in their order.
    REQUIRE(comments_of(text).size() >= 3);
    CHECK(comments_of(yaml) == comments_of(text));
  }
  std::string text = read_fixture("petstore-3.0.yaml");
  std::string yaml = export_spec(text, ExportFormat::yaml, {});
  CHECK(yaml.find("version: 1.0.0 # bumped on every release") != std::string::npos);
  CHECK(yaml.find("# The operations, one path at a time.\npaths:") != std::string::npos);
  CHECK(yaml.find("# Filters the list; see the enum for the states.\n") < yaml.find("- name: status"));
  CHECK(yaml.find("openapi:") < yaml.find("info:"));
  CHECK(yaml.find("info:") < yaml.find("servers:"));
  CHECK(yaml.find("servers:") < yaml.find("paths:"));
  std::string json = export_spec(text, ExportFormat::json, {});
  CHECK(json.front() == '{');
  CHECK(json.find("\"openapi\": \"3.0.3\"") != std::string::npos);
  CHECK(json.find("\"required\": true") != std::string::npos);       // a boolean stays a boolean
  CHECK(json.find("bumped on every release") == std::string::npos);  // JSON has no comments
}

TEST_CASE("Whole-line comments: what libfyaml hands over is kept, at the key's indentation") {
  const std::string text =
      "#no space after the hash\n"
      "a: 1\n"
      "b:\n"
      "    # an earlier block, separated by a blank line\n"
      "\n"
      "    # the block right above the key\n"
      "    c: 2\n"
      "list:\n"
      "  # above a scalar item\n"
      "  - x\n"
      "  # above a mapping item\n"
      "  - y: 1\n"
      "flow: {k: v}\n"
      "# after everything\n";
  const std::string yaml = export_spec(text, ExportFormat::yaml, {});
  INFO(yaml);
  // Kept: the block right above a key (one space after '#' is written where
  // the original had none), above an item, at the key's or dash's indentation.
  CHECK(yaml.find("# no space after the hash\na: 1\n") == 0);
  CHECK(yaml.find("  # the block right above the key\n  c: 2\n") != std::string::npos);
  CHECK(yaml.find("# above a scalar item") != std::string::npos);
  CHECK(yaml.find("# above a mapping item\n- y: 1\n") != std::string::npos);
  // Lost, because libfyaml's parser attaches them to no token: a block that a
  // blank line separates from the next one, and comments after the last value.
  CHECK(yaml.find("earlier block") == std::string::npos);
  CHECK(yaml.find("after everything") == std::string::npos);
  // The output is a fixed point and the same document.
  CHECK(export_spec(yaml, ExportFormat::yaml, {}) == yaml);
  CHECK(same_tree(*load_yaml(text, {}), *load_yaml(yaml, {})));
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
