#include "storage/Database.hpp"

#include <Poco/Data/PostgreSQL/Connector.h>
#include <Poco/Data/PostgreSQL/SessionImpl.h>
#include <Poco/Data/RecordSet.h>
#include <Poco/Data/SQLite/Connector.h>
#include <Poco/Data/SQLite/Utility.h>
#include <Poco/Data/Statement.h>
#include <Poco/JSON/Object.h>
#include <libpq-fe.h>
#include <sqlite3.h>

#include <chrono>
#include <stdexcept>
#include <storerows/PlainValue.hpp>

using namespace Poco::Data::Keywords;

namespace proofreader::host {

namespace {

void configure_sqlite(Poco::Data::Session& session) {
  session << "PRAGMA foreign_keys = ON", now;
  session << "PRAGMA busy_timeout = 10000", now;
  session << "PRAGMA synchronous = NORMAL", now;
}

// The libpq connection of a session made directly (not from a pool).
PGconn* connection_of(Poco::Data::Session& session) {
  auto* impl = dynamic_cast<Poco::Data::PostgreSQL::SessionImpl*>(session.impl());
  if (!impl) throw std::logic_error("not a direct PostgreSQL session");
  return static_cast<PGconn*>(impl->handle());
}

// Runs `sql` (any number of statements) on a PostgreSQL connection.
void exec_postgresql(PGconn* connection, const std::string& sql) {
  PGresult* result = PQexec(connection, sql.c_str());
  const auto status = PQresultStatus(result);
  std::string error = PQresultErrorMessage(result);
  PQclear(result);
  if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK) throw std::runtime_error(error);
}

// Runs `sql` (any number of statements) on an SQLite connection.
void exec_sqlite(Poco::Data::Session& session, const std::string& sql) {
  char* error = nullptr;
  if (sqlite3_exec(Poco::Data::SQLite::Utility::dbHandle(session), sql.c_str(), nullptr, nullptr, &error) !=
      SQLITE_OK) {
    std::string message = error ? error : "unknown error";
    sqlite3_free(error);
    throw std::runtime_error(message);
  }
}

// A pool this large per database: PostgreSQL's default max_connections (100)
// allows the host's pool and the sections' on two backends, since a pool
// only grows as threads ask.
constexpr int kHostPoolSize = 64;
constexpr int kPluginPoolSize = 16;

}  // namespace

Database::Database(const std::string& path, Schema schema)
    : Database(DatabaseLocation{Dialect::sqlite, path, {}, {}}, schema) {}

Database::Database(const DatabaseLocation& location, Schema schema) : location_(location) {
  const int pool_size = schema == Schema::host ? kHostPoolSize : kPluginPoolSize;
  if (location_.dialect == Dialect::sqlite) {
    Poco::Data::SQLite::Connector::registerConnector();
    connector_ = "SQLite";
    connection_ = location_.path;
    {
      Poco::Data::Session first(connector_, connection_);
      first << "PRAGMA journal_mode = WAL", now;
    }
  } else {
    Poco::Data::PostgreSQL::Connector::registerConnector();
    connector_ = "PostgreSQL";
    connection_ = connection_keywords(location_.url, location_.schema);
    try {
      Poco::Data::Session first = direct_session();
      if (!location_.schema.empty())
        // One implicit transaction: the lock is released at its commit, so a
        // backend starting beside this one sees the schema created (a
        // session lock released before the commit let both create it, and
        // one failed on the catalog's unique index).
        exec_postgresql(connection_of(first),
                        "SELECT pg_advisory_xact_lock(hashtext('proofreader.schema'));"
                        "CREATE SCHEMA IF NOT EXISTS " +
                            location_.schema + ";");
    } catch (const std::exception& e) {
      throw std::runtime_error("cannot open the database " + description() +
                               " (PROOFREADER_DATABASE_URL): " + e.what());
    }
  }
  pool_ = std::make_unique<Poco::Data::SessionPool>(connector_, connection_, 1, pool_size, 300);
  if (location_.dialect == Dialect::sqlite) {
    auto session = this->session();
    session
        << "CREATE TABLE IF NOT EXISTS schema_migrations (component TEXT PRIMARY KEY, version INTEGER NOT "
           "NULL)",
        now;
  }
  if (schema == Schema::host) migrate("host", host_schema(location_.dialect));
}

Database::~Database() {
  if (pool_) pool_->shutdown();
}

Poco::Data::Session Database::direct_session() const {
  try {
    return Poco::Data::Session(connector_, connection_);
  } catch (const Poco::Exception& e) {
    // Poco's message carries libpq's, which never repeats the password.
    throw std::runtime_error(e.displayText());
  }
}

Poco::Data::Session Database::session() {
  Poco::Data::Session session = pool_->get();
  if (location_.dialect == Dialect::sqlite) configure_sqlite(session);
  return session;
}

std::string Database::description() const {
  if (location_.dialect == Dialect::sqlite) return "SQLite " + location_.path;
  return "PostgreSQL " + redacted(location_.url) +
         (location_.schema.empty() ? std::string() : " schema " + location_.schema);
}

int Database::version(const std::string& component) {
  auto session = this->session();
  int version = 0;
  std::string name = component;
  session << "SELECT COALESCE(MAX(version), 0) FROM schema_migrations WHERE component = $1", use(name),
      into(version), now;
  return version;
}

DatabaseProbe Database::probe() {
  DatabaseProbe probe;
  try {
    const auto start = std::chrono::steady_clock::now();
    auto session = this->session();
    int one = 0;
    session << "SELECT 1", into(one), now;
    probe.latency_ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    probe.reachable = one == 1;
    if (location_.dialect == Dialect::sqlite)
      session << "PRAGMA journal_mode", into(probe.journal_mode), now;
    else
      probe.journal_mode = "postgresql";
    std::vector<std::string> components;
    std::vector<int> versions;
    session << "SELECT component, version FROM schema_migrations ORDER BY component", into(components),
        into(versions), now;
    for (std::size_t i = 0; i < components.size(); ++i)
      probe.schema_versions.emplace_back(components[i], versions[i]);
  } catch (const Poco::Exception& e) {
    probe.reachable = false;
    probe.error = e.displayText();
  } catch (const std::exception& e) {
    probe.reachable = false;
    probe.error = e.what();
  }
  return probe;
}

void Database::migrate(const std::string& component, const std::vector<std::string>& steps) {
  std::lock_guard lock(migrate_mutex_);
  if (location_.dialect == Dialect::sqlite) {
    auto session = this->session();
    for (int v = version(component) + 1; v <= static_cast<int>(steps.size()); ++v) {
      session.begin();
      try {
        // sqlite3_exec runs every statement of a step; Poco would run the first.
        exec_sqlite(session, steps[v - 1]);
        std::string name = component;
        session << "INSERT INTO schema_migrations (component, version) VALUES ($1, $2) "
                   "ON CONFLICT(component) DO UPDATE SET version = excluded.version",
            use(name), use(v), now;
        session.commit();
      } catch (const std::exception& e) {
        session.rollback();
        throw std::runtime_error("migration " + component + " v" + std::to_string(v) + ": " + e.what());
      }
    }
    return;
  }
  // PostgreSQL: one connection of its own, holding an advisory lock of this
  // schema's migrations, so two backends starting together apply each step
  // once; PQexec runs every statement of a step.
  Poco::Data::Session session = direct_session();
  PGconn* connection = connection_of(session);
  const std::string lock_key = "hashtext('proofreader.migrate.' || current_schema())";
  exec_postgresql(connection, "SELECT pg_advisory_lock(" + lock_key + ")");
  try {
    exec_postgresql(
        connection,
        "CREATE TABLE IF NOT EXISTS schema_migrations (component TEXT PRIMARY KEY, version INTEGER "
        "NOT NULL)");
    int current = 0;
    std::string name = component;
    session << "SELECT COALESCE(MAX(version), 0) FROM schema_migrations WHERE component = $1", use(name),
        into(current), now;
    for (int v = current + 1; v <= static_cast<int>(steps.size()); ++v) {
      exec_postgresql(connection, "BEGIN");
      try {
        exec_postgresql(connection, steps[v - 1]);
        session << "INSERT INTO schema_migrations (component, version) VALUES ($1, $2) "
                   "ON CONFLICT(component) DO UPDATE SET version = excluded.version",
            use(name), use(v), now;
        exec_postgresql(connection, "COMMIT");
      } catch (const std::exception& e) {
        exec_postgresql(connection, "ROLLBACK");
        throw std::runtime_error("migration " + component + " v" + std::to_string(v) + ": " + e.what());
      }
    }
  } catch (...) {
    exec_postgresql(connection, "SELECT pg_advisory_unlock(" + lock_key + ")");
    throw;
  }
  exec_postgresql(connection, "SELECT pg_advisory_unlock(" + lock_key + ")");
}

std::string numbered_parameters(const std::string& sql) {
  std::string out;
  out.reserve(sql.size() + 16);
  int next = 0;
  char quote = 0;
  for (char c : sql) {
    if (quote) {
      if (c == quote) quote = 0;
    } else if (c == '\'' || c == '"') {
      quote = c;
    } else if (c == '?') {
      out += '$' + std::to_string(++next);
      continue;
    }
    out += c;
  }
  return out;
}

Poco::JSON::Array::Ptr rows_json(Poco::Data::Statement& select, std::initializer_list<const char*> names) {
  Poco::Data::RecordSet rows(select);
  Poco::JSON::Array::Ptr out = new Poco::JSON::Array;
  for (std::size_t i = 0; i < rows.rowCount(); ++i) {
    Poco::JSON::Object::Ptr o = new Poco::JSON::Object;
    std::size_t column = 0;
    for (const char* name : names) o->set(name, storerows::plain_value(rows.value(column++, i)));
    out->add(o);
  }
  return out;
}

}  // namespace proofreader::host
