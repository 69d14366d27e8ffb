#include <catch2/catch.hpp>

#include <algorithm>
#include <map>

#include "Segments.hpp"
#include "fixtures.hpp"

using namespace proofreader::api;

namespace {

std::map<std::string, Segment> by_pointer(const std::vector<Segment>& segments) {
  std::map<std::string, Segment> out;
  for (const auto& s : segments) out.emplace(s.pointer, s);
  return out;
}

}  // namespace

TEST_CASE("Every piece of human text becomes a segment with its pointer and kind") {
  auto spec = parse_spec(read_fixture("petstore-3.0.yaml"), {});
  auto segments = by_pointer(spec_segments(*spec));
  auto kind = [&](const std::string& pointer) {
    auto found = segments.find(pointer);
    return found == segments.end() ? std::string("(none)") : found->second.kind;
  };
  CHECK(kind("/info/title") == "info_title");
  CHECK(kind("/info/description") == "info_description");
  CHECK(kind("/servers/0/description") == "server_description");
  CHECK(kind("/tags/0/description") == "tag_description");
  CHECK(kind("/paths/~1pets/get/summary") == "operation_summary");
  CHECK(kind("/paths/~1pets/get/description") == "operation_description");
  CHECK(kind("/paths/~1pets/get/parameters/1/description") == "parameter_description");
  CHECK(kind("/paths/~1pets/post/requestBody/description") == "request_body_description");
  CHECK(kind("/paths/~1pets/get/responses/200/description") == "response_description");
  CHECK(kind("/paths/~1pets~1{petId}/parameters/0/description") == "parameter_description");
  CHECK(kind("/components/parameters/limit/description") == "parameter_description");
  CHECK(kind("/components/responses/NotFound/description") == "response_description");
  CHECK(kind("/components/schemas/Pet/title") == "schema_title");
  CHECK(kind("/components/schemas/Pet/description") == "schema_description");
  CHECK(kind("/components/schemas/Pet/properties/id/description") == "property_description");
  // A property named "description" is a schema; its own description is the text.
  CHECK(kind("/components/schemas/Pet/properties/description") == "(none)");
  CHECK(kind("/components/schemas/Pet/properties/description/description") == "property_description");
  // Examples and enums are data.
  CHECK(kind("/components/schemas/Pet/properties/name/example") == "(none)");
  CHECK(segments.at("/paths/~1pets/get/summary").operation == "GET /pets");
  CHECK(segments.at("/paths/~1pets/get/summary").text == "List pets");
  CHECK(segments.at("/info/title").operation.empty());
}

TEST_CASE("Swagger 2.0 segments include body parameters and definitions") {
  auto spec = parse_spec(read_fixture("petstore-swagger2.yaml"), {});
  auto segments = by_pointer(spec_segments(*spec));
  CHECK(segments.at("/paths/~1pets/post/parameters/0/description").kind == "parameter_description");
  CHECK(segments.at("/definitions/Pet/properties/name/description").kind == "property_description");
  CHECK(segments.at("/paths/~1pets/get/responses/200/description").kind == "response_description");
}

TEST_CASE("Markdown code spans and fenced blocks are marked as code") {
  std::string text = "Call `GET /pets` or ``a ` b``.\n\n```bash\ncurl `x`\n```\nAfter `the` fence.";
  auto ranges = markdown_code_ranges(text);
  std::vector<std::string> code;
  for (auto r : ranges) code.push_back(text.substr(r.begin, r.end - r.begin));
  CHECK(code == std::vector<std::string>{"`GET /pets`", "``a ` b``", "```bash\ncurl `x`\n```", "`the`"});
  CHECK(markdown_code_ranges("an `unclosed span").empty());
  CHECK(code_points("ёж `x`", 5) == 3);
}
