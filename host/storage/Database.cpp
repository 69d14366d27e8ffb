#include "storage/Database.hpp"

#include <Poco/Data/SQLite/Connector.h>
#include <Poco/Data/SQLite/Utility.h>
#include <sqlite3.h>

#include <Poco/Data/RecordSet.h>
#include <Poco/Data/Statement.h>
#include <Poco/JSON/Object.h>
#include <stdexcept>

using namespace Poco::Data::Keywords;

namespace proofreader::host {

namespace {

void configure(Poco::Data::Session& session) {
  session << "PRAGMA foreign_keys = ON", now;
  session << "PRAGMA busy_timeout = 10000", now;
  session << "PRAGMA synchronous = NORMAL", now;
}

}  // namespace

Database::Database(const std::string& path, Schema schema) : path_(path) {
  Poco::Data::SQLite::Connector::registerConnector();
  {
    Poco::Data::Session first("SQLite", path_);
    first << "PRAGMA journal_mode = WAL", now;
  }
  pool_ = std::make_unique<Poco::Data::SessionPool>("SQLite", path_, 2, 64, 300);
  auto session = this->session();
  session << "CREATE TABLE IF NOT EXISTS schema_migrations (component TEXT PRIMARY KEY, version INTEGER NOT "
             "NULL)",
      now;
  if (schema == Schema::host) migrate("host", host_schema());
}

Database::~Database() {
  if (pool_) pool_->shutdown();
}

Poco::Data::Session Database::session() {
  Poco::Data::Session session = pool_->get();
  configure(session);
  return session;
}

int Database::version(const std::string& component) {
  auto session = this->session();
  int version = 0;
  std::string name = component;
  session << "SELECT COALESCE(MAX(version), 0) FROM schema_migrations WHERE component = ?", use(name),
      into(version), now;
  return version;
}

void Database::migrate(const std::string& component, const std::vector<std::string>& steps) {
  std::lock_guard lock(migrate_mutex_);
  const int current = version(component);
  auto session = this->session();
  for (int v = current + 1; v <= static_cast<int>(steps.size()); ++v) {
    session.begin();
    try {
      // sqlite3_exec runs every statement of a step; Poco would run the first.
      char* error = nullptr;
      if (sqlite3_exec(Poco::Data::SQLite::Utility::dbHandle(session), steps[v - 1].c_str(), nullptr, nullptr,
                       &error) != SQLITE_OK) {
        std::string message = error ? error : "unknown error";
        sqlite3_free(error);
        throw std::runtime_error("migration " + component + " v" + std::to_string(v) + ": " + message);
      }
      std::string name = component;
      session << "INSERT INTO schema_migrations (component, version) VALUES (?, ?) "
                 "ON CONFLICT(component) DO UPDATE SET version = excluded.version",
          use(name), use(v), now;
      session.commit();
    } catch (...) {
      session.rollback();
      throw;
    }
  }
}

Poco::JSON::Array::Ptr rows_json(Poco::Data::Statement& select, std::initializer_list<const char*> names) {
  Poco::Data::RecordSet rows(select);
  Poco::JSON::Array::Ptr out = new Poco::JSON::Array;
  for (std::size_t i = 0; i < rows.rowCount(); ++i) {
    Poco::JSON::Object::Ptr o = new Poco::JSON::Object;
    std::size_t column = 0;
    for (const char* name : names) o->set(name, rows.value(column++, i));
    out->add(o);
  }
  return out;
}

}  // namespace proofreader::host
