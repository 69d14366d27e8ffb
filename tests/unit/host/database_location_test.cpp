#include <catch2/catch.hpp>

#include "storage/Database.hpp"
#include "storage/DatabaseLocation.hpp"

using namespace proofreader::host;

TEST_CASE("a database URL's password never shows: redacted keeps everything else") {
  CHECK(redacted("postgresql://proof:s3cret@db:5432/proof?sslmode=require") ==
        "postgresql://proof:***@db:5432/proof?sslmode=require");
  CHECK(redacted("postgresql://proof@db/proof") == "postgresql://proof@db/proof");
  CHECK(redacted("postgresql://db/proof") == "postgresql://db/proof");
  // An '@' in the password (percent-encoded or not) does not leak its tail.
  CHECK(redacted("postgres://u:p@ss@db/x") == "postgres://u:***@db/x");
  CHECK(redacted("not a url with secret") == "(not a URL)");
}

TEST_CASE("a database URL becomes libpq's keyword form, a plugin's schema on its search path") {
  CHECK(connection_keywords("postgresql://proof:pa%40ss@127.0.0.1:5433/proof?sslmode=disable") ==
        "host=127.0.0.1 port=5433 dbname=proof user=proof password=pa@ss sslmode=disable");
  CHECK(connection_keywords("postgres://db/proof", "plugin_watch") ==
        "host=db dbname=proof options=-csearch_path=plugin_watch");
  CHECK(connection_keywords("postgresql://u@[::1]:5432/d") == "host=::1 port=5432 dbname=d user=u");
  // Poco's connector splits the form at spaces: a value with one is refused, without the password.
  try {
    connection_keywords("postgresql://u:secret@db/my%20db");
    FAIL("a space was accepted");
  } catch (const std::invalid_argument& e) {
    CHECK(std::string(e.what()).find("PROOFREADER_DATABASE_URL") != std::string::npos);
    CHECK(std::string(e.what()).find("secret") == std::string::npos);
  }
  CHECK_THROWS_AS(connection_keywords("postgresql://db/x", "plugin_x; DROP"), std::invalid_argument);
}

TEST_CASE("a plugin's store is a file in its folder on SQLite and its own schema on PostgreSQL") {
  const DatabaseLocation sqlite{Dialect::sqlite, "/d/proofreader.db", {}, {}};
  const auto file = plugin_store_location(sqlite, "watch", "/d/plugins/watch");
  CHECK(file.dialect == Dialect::sqlite);
  CHECK(file.path == "/d/plugins/watch/store.db");
  const DatabaseLocation postgres{Dialect::postgresql, {}, "postgresql://u:p@db/x", {}};
  const auto schema = plugin_store_location(postgres, "example-section", "/d/plugins/example-section");
  CHECK(schema.dialect == Dialect::postgresql);
  CHECK(schema.url == postgres.url);
  CHECK(schema.schema == "plugin_example_section");
}

TEST_CASE("SQL built from pieces gets its ? parameters numbered, quoted text left alone") {
  CHECK(numbered_parameters("a = ? AND b = '?' AND c IN (?, ?)") == "a = $1 AND b = '?' AND c IN ($2, $3)");
  CHECK(numbered_parameters("x = \"?\" OR y = ?") == "x = \"?\" OR y = $1");
  CHECK(numbered_parameters("no parameters") == "no parameters");
}
