// What storage/OneRoundTrip's query() must do on either database: the same
// assertions for SQLite (one_round_trip_test.cpp) and PostgreSQL
// (postgresql_store_test.cpp).
#pragma once

#include <catch2/catch.hpp>

#include <cstdint>
#include <string>

#include "storage/Database.hpp"
#include "storage/OneRoundTrip.hpp"

namespace proofreader::test {

inline void check_one_round_trip(host::Database& db) {
  using host::query;
  using host::SqlValue;
  db.migrate("test.query", {"CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, ratio REAL, note TEXT)"});
  auto session = db.session();

  // Each kind of parameter, a parameter used twice, NULL, and RETURNING.
  const auto returned =
      query(session, "INSERT INTO t (id, name, ratio, note) VALUES ($1, $2, $3, $4) RETURNING id",
            {std::int64_t{7}, std::string("ёлка's"), 0.25, nullptr});
  REQUIRE(returned.size() == 1);
  CHECK(returned[0][0] == "7");
  const auto rows = query(session, "SELECT name, ratio, note FROM t WHERE id = $1 AND name = $2 AND $2 <> ''",
                          {std::int64_t{7}, std::string("ёлка's")});
  REQUIRE(rows.size() == 1);
  CHECK(rows[0][0] == "ёлка's");
  CHECK(std::stod(*rows[0][1]) == 0.25);
  CHECK_FALSE(rows[0][2].has_value());
  CHECK(query(session, "SELECT id FROM t WHERE id = $1", {std::int64_t{8}}).empty());

  // A transaction begun on the session includes it: rolled back, nothing stays.
  query(session, "BEGIN");
  query(session, "INSERT INTO t (id, name) VALUES ($1, $2)", {std::int64_t{9}, std::string("gone")});
  CHECK(query(session, "SELECT COUNT(*) FROM t").front().front() == "2");
  query(session, "ROLLBACK");
  CHECK(query(session, "SELECT COUNT(*) FROM t").front().front() == "1");

  // The database's own message, and the session still usable after it.
  CHECK_THROWS_WITH(query(session, "SELECT nothing FROM t"), Catch::Contains("nothing"));
  CHECK(query(session, "SELECT COUNT(*) FROM t").front().front() == "1");
}

}  // namespace proofreader::test
