// Database: the service's SQLite database in the data directory.
//
// Owns a pool of Poco::Data sessions. WAL journal, foreign keys on, a busy
// timeout so concurrent writers wait instead of failing. The schema is
// applied at open through versioned migrations (Schema.cpp holds the host's
// schema; plugins add theirs through HostServices::migrate).
// Thread-safe: every thread takes its own session from session().
#pragma once

#include <Poco/Data/Session.h>
#include <Poco/Data/SessionPool.h>

#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace proofreader::host {

class Database {
 public:
  explicit Database(const std::string& path);
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

// The host's own schema, as migration steps (storage/Schema.cpp).
const std::vector<std::string>& host_schema();

}  // namespace proofreader::host
