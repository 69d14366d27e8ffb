#include <catch2/catch.hpp>

#include <Poco/Data/Statement.h>

#include "TempDir.hpp"
#include "storage/Database.hpp"

using namespace Poco::Data::Keywords;
using proofreader::host::Database;

TEST_CASE("the host schema is applied once and recorded") {
  proofreader::test::TempDir dir;
  const auto path = dir.path() + "/db.sqlite";
  {
    Database db(path);
    CHECK(db.version("host") ==
          static_cast<int>(proofreader::host::host_schema(proofreader::host::Dialect::sqlite).size()));
    auto s = db.session();
    std::string mode;
    s << "PRAGMA journal_mode", into(mode), now;
    CHECK(mode == "wal");
  }
  Database again(path);  // reopening applies nothing twice (would fail: tables exist)
  CHECK(again.version("host") ==
        static_cast<int>(proofreader::host::host_schema(proofreader::host::Dialect::sqlite).size()));
}

TEST_CASE("a failing step rolls back and keeps the previous version") {
  proofreader::test::TempDir dir;
  Database db(dir.path() + "/db.sqlite");
  db.migrate("plugin.x", {"CREATE TABLE x (a INTEGER)"});
  CHECK(db.version("plugin.x") == 1);
  CHECK_THROWS(db.migrate("plugin.x",
                          {"CREATE TABLE x (a INTEGER)", "CREATE TABLE y (b INTEGER); SELECT * FROM nope"}));
  CHECK(db.version("plugin.x") == 1);
  auto s = db.session();
  int tables = 0;
  s << "SELECT COUNT(*) FROM sqlite_master WHERE name = 'y'", into(tables), now;
  CHECK(tables == 0);
  db.migrate("plugin.x",
             {"CREATE TABLE x (a INTEGER)", "CREATE TABLE y (b INTEGER); CREATE INDEX y_b ON y(b)"});
  CHECK(db.version("plugin.x") == 2);
}
