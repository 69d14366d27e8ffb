#include <Poco/Data/SQLite/SQLiteException.h>

#include "TempDir.hpp"
#include "one_round_trip_cases.hpp"

TEST_CASE("query: parameters, NULL, transactions and errors on SQLite") {
  proofreader::test::TempDir dir;
  proofreader::host::Database db(dir.path() + "/db.sqlite");
  proofreader::test::check_one_round_trip(db);
}

TEST_CASE("query: a busy SQLite database fails as Poco's connector reports it (a 503, not a 500)") {
  proofreader::test::TempDir dir;
  proofreader::host::Database db(dir.path() + "/db.sqlite");
  db.migrate("test.busy", {"CREATE TABLE t (id INTEGER)"});
  auto writer = db.session(), other = db.session();
  proofreader::host::query(writer, "BEGIN IMMEDIATE");
  proofreader::host::query(other, "PRAGMA busy_timeout = 0");
  CHECK_THROWS_AS(proofreader::host::query(other, "INSERT INTO t (id) VALUES (1)"),
                  Poco::Data::SQLite::DBLockedException);
  proofreader::host::query(writer, "ROLLBACK");
}
