#include <Poco/FileStream.h>
#include <Poco/JSON/Parser.h>

#include <catch2/catch.hpp>

#include "TempDir.hpp"
#include "guides/GuideStore.hpp"
#include "storage/Database.hpp"

#include <proofreader/sdk/http.hpp>

using proofreader::host::GuideStore;

namespace {

void write_guide(const std::string& path, const std::string& phrase) {
  Poco::FileOutputStream out(path);
  out << R"({"name":"Встроенное","version":1,"rules":[{"id":"r1","kind":"forbidden","phrase":")" << phrase
      << R"(","message":"m"}]})";
}

}  // namespace

TEST_CASE("guide store: a changed built-in guide file replaces the stored copy", "[style][guides]") {
  proofreader::test::TempDir dir;
  proofreader::host::Database db(dir.path() + "/db.sqlite");
  GuideStore store(db);
  const std::string file = dir.path() + "/default-ru.json";
  write_guide(file, "юзер");
  store.import_default(file);
  const auto first = store.find(GuideStore::kDefaultId);
  REQUIRE(first);
  CHECK(first->version == 1);
  CHECK(store.active_id() == GuideStore::kDefaultId);

  store.import_default(file);  // the same release again: nothing changes
  CHECK(store.find(GuideStore::kDefaultId)->version == 1);

  write_guide(file, "девайс");  // a new release
  store.import_default(file);
  const auto updated = store.find(GuideStore::kDefaultId);
  REQUIRE(updated);
  CHECK(updated->version > 1);
  CHECK(updated->body_json.find("девайс") != std::string::npos);
  CHECK(updated->body_json.find("юзер") == std::string::npos);
  CHECK(updated->is_default);
}

// view_of keeps the bodies it read and has the database send a body only
// for another version: a guide changed through another store (another
// backend) must still be seen at once, by id and as the active guide.
TEST_CASE("guide store: a check's view of a guide changed through another store is the new one at once",
          "[style][guides]") {
  proofreader::test::TempDir dir;
  const std::string file = dir.path() + "/default-ru.json";
  write_guide(file, "юзер");
  proofreader::host::Database db(dir.path() + "/db.sqlite");
  GuideStore here(db);
  here.import_default(file);
  const auto first = here.view_of("");
  REQUIRE(first);
  CHECK(first->json.find("юзер") != std::string::npos);
  const auto again = here.view_of(GuideStore::kDefaultId);  // the same version: its body from memory
  REQUIRE(again);
  CHECK(again->json == first->json);

  proofreader::host::Database other_db(dir.path() + "/db.sqlite");
  GuideStore elsewhere(other_db);
  write_guide(file, "девайс");
  elsewhere.import_default(file);
  for (const std::string id : {"", GuideStore::kDefaultId}) {
    const auto changed = here.view_of(id);
    REQUIRE(changed);
    CHECK(changed->version > first->version);
    CHECK(changed->json.find("девайс") != std::string::npos);
    CHECK(changed->json.find("юзер") == std::string::npos);
  }
}

TEST_CASE("guide store: a word rule whose phrase or variant the engine cannot match is a 400",
          "[style][guides]") {
  // Each of these would leave the rule out of the compiled guide (a phrase
  // must start with a word), so it is refused when saved.
  const std::pair<std::string, std::string> cases[] = {
      {R"({"kind":"term","preferred":"нажать","variants":["кликнуть","{NOUN} кнопку"],"message":"m"})",
       "rule #1: variant 2 must start with a word, not {NOUN}"},
      {R"({"kind":"term","preferred":"нажать","variants":["кликнуть","  "],"message":"m"})",
       "rule #1: variant 2 has no word"},
      {R"({"kind":"term","preferred":"нажать","variants":["кликнуть",3],"message":"m"})",
       "rule #1: variant 2 must be a string"},
      {R"({"kind":"forbidden","phrase":"{VERB} отчёт","message":"m"})",
       "rule #1: phrase must start with a word, not {VERB}"},
      {R"({"kind":"replace","phrase":" ","replacement":"x","message":"m"})", "rule #1: phrase has no word"},
  };
  for (const auto& [rule, message] : cases) {
    INFO(rule);
    Poco::JSON::Parser parser;
    const auto body =
        parser.parse(R"({"name":"g","rules":[)" + rule + "]}").extract<Poco::JSON::Object::Ptr>();
    try {
      proofreader::host::validate_guide_body(body);
      FAIL("accepted");
    } catch (const proofreader::sdk::ApiError& e) {
      CHECK(e.status() == 400);
      CHECK(std::string(e.message_en()) == message);
    }
  }
  Poco::JSON::Parser parser;
  CHECK_NOTHROW(proofreader::host::validate_guide_body(
      parser
          .parse(R"({"name":"g","rules":[{"kind":"term","preferred":"нажать","variants":["кликнуть",)"
                 R"("щёлкнуть {NOUN}"],"message":"m"}]})")
          .extract<Poco::JSON::Object::Ptr>()));
}
