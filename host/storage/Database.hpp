// Database: an SQLite database file — the service's own in the data
// directory, or a plugin's store (<data>/plugins/<name>/store.db).
//
// Owns a pool of Poco::Data sessions. WAL journal, foreign keys on, a busy
// timeout so concurrent writers wait instead of failing. Schemas are applied
// through versioned migrations: the service's database gets the host's
// schema (Schema.cpp) at open; a plugin's store gets the plugin's steps
// through HostServices::migrate.
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

namespace proofreader::host {

class Database {
 public:
  enum class Schema { host, none };
  // Opens (creating) the file; `schema` host applies the host's schema.
  explicit Database(const std::string& path, Schema schema = Schema::host);
  ~Database();

  Poco::Data::Session session();

  // Runs steps[i] as version i+1 of `component` unless already applied; each
  // step and its bookkeeping commit together, so a failed step leaves the
  // previous version in place. Serialised across threads.
  void migrate(const std::string& component, const std::vector<std::string>& steps);

  // The version of `component` recorded in schema_migrations (0 if none).
  int version(const std::string& component);

  const std::string& path() const { return path_; }

 private:
  std::string path_;
  std::unique_ptr<Poco::Data::SessionPool> pool_;
  std::mutex migrate_mutex_;
};

// The rows of an executed SELECT as JSON objects, the i-th column under
// names[i], each value as SQLite gave it (an integer, text, or null).
Poco::JSON::Array::Ptr rows_json(Poco::Data::Statement& select, std::initializer_list<const char*> names);

// The host's own schema, as migration steps (storage/Schema.cpp).
const std::vector<std::string>& host_schema();

}  // namespace proofreader::host
