// Database: where the service keeps its records — an SQLite file in the data
// directory (the default), or a PostgreSQL database several backends share
// (PROOFREADER_DATABASE_URL). Also a plugin's store: its own SQLite file
// (<data>/plugins/<name>/store.db), or its own schema (plugin_<name>) of the
// PostgreSQL database.
//
// Owns a pool of Poco::Data sessions. SQLite: WAL journal, foreign keys on, a
// busy timeout so concurrent writers wait instead of failing. Schemas are
// applied through versioned migrations: the service's database gets the
// host's schema (Schema.cpp, SchemaPostgreSQL.cpp) at open; a plugin's store
// gets the plugin's steps through HostServices::migrate.
//
// SQL written for both dialects numbers its parameters $1, $2, … (SQLite
// reads them as named parameters in order of first use, PostgreSQL as
// positions), and uses only what both have: ON CONFLICT, RETURNING, no
// INSERT OR …, no date functions (the host passes timestamps).
// Thread-safe: every thread takes its own session from session().
#pragma once

#include <Poco/Data/Session.h>
#include <Poco/Data/SessionPool.h>
#include <Poco/Data/Statement.h>
#include <Poco/JSON/Array.h>

#include <initializer_list>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "storage/DatabaseLocation.hpp"

namespace proofreader::host {

// What GET /api/health/full reports of the database: a round trip's time, the
// schema version of each component, the journal (SQLite: "wal"; PostgreSQL:
// "postgresql").
struct DatabaseProbe {
  bool reachable = false;
  double latency_ms = 0;
  std::string error;
  std::string journal_mode;
  std::vector<std::pair<std::string, int>> schema_versions;
};

class Database {
 public:
  enum class Schema { host, none };
  // Opens (creating) the database; `schema` host applies the host's schema.
  // Throws std::runtime_error naming the database (a URL without its
  // password) when it cannot be reached or migrated.
  explicit Database(const DatabaseLocation& location, Schema schema = Schema::host);
  // An SQLite file.
  explicit Database(const std::string& path, Schema schema = Schema::host);
  ~Database();

  Poco::Data::Session session();

  // Runs steps[i] as version i+1 of `component` unless already applied; each
  // step and its bookkeeping commit together, so a failed step leaves the
  // previous version in place. Serialised across threads and, on PostgreSQL,
  // across backends (an advisory lock).
  void migrate(const std::string& component, const std::vector<std::string>& steps);

  // The version of `component` recorded in schema_migrations (0 if none).
  int version(const std::string& component);

  // Asks the database now; never throws (an unreachable one is reported).
  DatabaseProbe probe();

  Dialect dialect() const { return location_.dialect; }
  const DatabaseLocation& location() const { return location_; }
  // "SQLite <path>" or "PostgreSQL <url without password>[ schema <name>]".
  std::string description() const;

 private:
  Poco::Data::Session direct_session() const;

  DatabaseLocation location_;
  std::string connector_;
  std::string connection_;
  std::unique_ptr<Poco::Data::SessionPool> pool_;
  std::mutex migrate_mutex_;
};

// `sql` with each ? parameter (outside quoted text) numbered $1, $2, … in
// order: for SQL put together from pieces that cannot know their numbers.
std::string numbered_parameters(const std::string& sql);

// The rows of an executed SELECT as JSON objects, the i-th column under
// names[i], each value as the database gave it (a number, text, or null).
Poco::JSON::Array::Ptr rows_json(Poco::Data::Statement& select, std::initializer_list<const char*> names);

// The host's own schema, as migration steps in `dialect` (storage/Schema.cpp,
// storage/SchemaPostgreSQL.cpp): the same number of steps, each making the
// same tables.
const std::vector<std::string>& host_schema(Dialect dialect);

}  // namespace proofreader::host
