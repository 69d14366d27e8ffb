#include "TempDir.hpp"
#include "one_round_trip_cases.hpp"

TEST_CASE("query: parameters, NULL, transactions and errors on SQLite") {
  proofreader::test::TempDir dir;
  proofreader::host::Database db(dir.path() + "/db.sqlite");
  proofreader::test::check_one_round_trip(db);
}
