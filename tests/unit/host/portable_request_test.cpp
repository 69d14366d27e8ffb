// PortableRequest: a queued check names its style guide by key instead of
// carrying the guide's JSON, reads it back through the kept copy, and still
// reads a request queued before keys (the guide's JSON inside it).
#include <catch2/catch.hpp>

#include <optional>
#include <string>

#include "jobs/PortableRequest.hpp"

using namespace proofreader;
using namespace proofreader::host;

namespace {

JobRequest check_with_guide() {
  JobRequest r;
  r.user = {7, "writer", "user"};
  r.source.kind = "text";
  r.source.name = "note.txt";
  r.source.content = "Нажмите кнопку.";
  r.guide = sdk::StyleGuideView{"ours", 12, "Наш", R"({"id":"ours","rules":[{"id":"only-in-the-guide"}]})"};
  return r;
}

}  // namespace

TEST_CASE("a queued request names its guide by key and gets the kept guide back") {
  const auto request = check_with_guide();
  const auto json = portable_json(request, "ours@12#abc");
  CHECK(json.find("only-in-the-guide") == std::string::npos);  // the guide's JSON is not in the request

  std::string asked;
  const auto read = request_from_portable(json, [&](const std::string& key) {
    asked = key;
    return std::optional<sdk::StyleGuideView>(*request.guide);
  });
  CHECK(asked == "ours@12#abc");
  REQUIRE(read.guide);
  CHECK(read.guide->id == "ours");
  CHECK(read.guide->version == 12);
  CHECK(read.guide->json == request.guide->json);
  CHECK(read.source.content == request.source.content);
}

TEST_CASE("a queued request naming a guide that is not kept cannot be read") {
  const auto json = portable_json(check_with_guide(), "ours@12#abc");
  CHECK_THROWS_WITH(request_from_portable(json, [](const std::string&) { return std::nullopt; }),
                    Catch::Contains("not kept: ours@12#abc"));
}

TEST_CASE("a request queued before keys, with the guide's JSON inside, runs with that JSON") {
  const std::string old_form =
      R"({"user":{"id":7,"login":"writer","role":"user"},)"
      R"("source":{"kind":"text","name":"note.txt","url":"","content":"0J3QsNC20LzQuNGC0LUg0LrQvdC+0L/QutGDLg"},)"
      R"("options":{"check_language":true,"check_styleguide":true,"prompt":"","locale":"ru"},)"
      R"("guide":{"id":"ours","version":12,"name":"Наш","json":"{\"id\":\"ours\",\"rules\":[]}"},)"
      R"("custom_rules_json":"[]","origin_json":"{}"})";
  bool asked = false;
  const auto read = request_from_portable(old_form, [&](const std::string&) {
    asked = true;
    return std::nullopt;
  });
  CHECK_FALSE(asked);
  REQUIRE(read.guide);
  CHECK(read.guide->version == 12);
  CHECK(read.guide->json == R"({"id":"ours","rules":[]})");
  CHECK(read.source.content == "Нажмите кнопку.");
}
