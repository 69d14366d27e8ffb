#include <Poco/FileStream.h>

#include <catch2/catch.hpp>

#include "TempDir.hpp"
#include "guides/GuideStore.hpp"
#include "storage/Database.hpp"

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
