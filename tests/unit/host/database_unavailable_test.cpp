#include <catch2/catch.hpp>

#include <Poco/Data/SQLite/SQLiteException.h>

#include <stdexcept>

#include "http/DatabaseUnavailable.hpp"

using proofreader::host::database_unavailable;

TEST_CASE("a lock SQLite held past the busy timeout is a 503 to try again, not a 500") {
  const auto busy = database_unavailable(Poco::Data::SQLite::DBLockedException("DB locked"));
  REQUIRE(busy);
  CHECK(busy->status() == 503);
  CHECK(busy->code() == "database_busy");
  CHECK_FALSE(database_unavailable(Poco::Data::SQLite::ConstraintViolationException("UNIQUE")));
  CHECK_FALSE(database_unavailable(std::runtime_error("DB locked")));
}
