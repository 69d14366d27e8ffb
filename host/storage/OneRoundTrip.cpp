#include "storage/OneRoundTrip.hpp"

#include <Poco/Data/PooledSessionImpl.h>
#include <Poco/Data/PostgreSQL/SessionImpl.h>
#include <Poco/Data/SQLite/SQLiteException.h>
#include <Poco/Data/SQLite/Utility.h>
#include <libpq-fe.h>
#include <sqlite3.h>

#include <cstdlib>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <unordered_map>

namespace proofreader::host {

namespace {

// The session a pool lends out wraps the connector's own; Poco keeps the
// wrapped one protected, which a pointer to the member reaches.
struct PooledAccess : Poco::Data::PooledSessionImpl {
  static Poco::Data::SessionImpl* inner(Poco::Data::PooledSessionImpl& pooled) {
    return (pooled.*(&PooledAccess::impl))();
  }
};

Poco::Data::SessionImpl* connector_session(Poco::Data::Session& session) {
  Poco::Data::SessionImpl* impl = session.impl();
  if (auto* pooled = dynamic_cast<Poco::Data::PooledSessionImpl*>(impl)) return PooledAccess::inner(*pooled);
  return impl;
}

std::string text_of(const SqlValue& value) {
  if (const auto* s = std::get_if<std::string>(&value)) return *s;
  if (const auto* i = std::get_if<std::int64_t>(&value)) return std::to_string(*i);
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.17g", std::get<double>(value));
  return buffer;
}

// The statements prepared on each connection, so the server parses and
// plans a job's statements once per connection instead of once per run (a
// quarter of its CPU per job when every statement was unnamed). A connection
// is its handle and its server process: a handle freed and reused by a new
// connection has another, and starts with nothing prepared.
class PreparedStatements {
 public:
  // The name `sql` is prepared under on `connection` (preparing it now), or
  // empty when the connection has its fill of statements (statements made
  // with a varying number of rows are many) and `sql` should go unnamed.
  // A connection serves one thread at a time (the pool lends it out), so
  // the lock is not held while preparing on it.
  std::string name_for(PGconn* connection, const std::string& sql, int parameters) {
    constexpr std::size_t kMostPerConnection = 64;
    const int server_process = PQbackendPID(connection);
    std::string name;
    {
      std::lock_guard lock(mutex_);
      auto& prepared = connections_[connection];
      if (prepared.server_process != server_process) prepared = {server_process, {}};
      if (auto it = prepared.names.find(sql); it != prepared.names.end()) return it->second;
      if (prepared.names.size() >= kMostPerConnection) return {};
      name = "proofreader_" + std::to_string(prepared.names.size() + 1);
    }
    std::unique_ptr<PGresult, decltype(&PQclear)> result(
        PQprepare(connection, name.c_str(), sql.c_str(), parameters, nullptr), &PQclear);
    if (PQresultStatus(result.get()) != PGRES_COMMAND_OK)
      throw std::runtime_error(PQresultErrorMessage(result.get()));
    std::lock_guard lock(mutex_);
    connections_[connection].names.emplace(sql, name);
    return name;
  }

 private:
  struct Connection {
    int server_process = 0;
    std::unordered_map<std::string, std::string> names;  // by SQL
  };
  std::mutex mutex_;
  std::map<PGconn*, Connection> connections_;
};

std::vector<SqlRow> query_postgresql(PGconn* connection, const std::string& sql,
                                     const std::vector<SqlValue>& params) {
  static PreparedStatements prepared_statements;
  std::vector<std::string> texts;
  texts.reserve(params.size());
  std::vector<const char*> values;
  for (const auto& p : params) {
    if (std::holds_alternative<std::nullptr_t>(p)) {
      texts.emplace_back();
      values.push_back(nullptr);
    } else {
      texts.push_back(text_of(p));
      values.push_back(texts.back().c_str());
    }
  }
  const int count = static_cast<int>(params.size());
  // Statements without parameters (BEGIN, COMMIT) go unnamed: nothing to plan.
  const std::string name = count ? prepared_statements.name_for(connection, sql, count) : std::string();
  std::unique_ptr<PGresult, decltype(&PQclear)> result(
      name.empty() ? PQexecParams(connection, sql.c_str(), count, nullptr, values.data(), nullptr, nullptr, 0)
                   : PQexecPrepared(connection, name.c_str(), count, values.data(), nullptr, nullptr, 0),
      &PQclear);
  const auto status = PQresultStatus(result.get());
  if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK)
    throw std::runtime_error(PQresultErrorMessage(result.get()));
  std::vector<SqlRow> rows(static_cast<std::size_t>(PQntuples(result.get())));
  const int columns = PQnfields(result.get());
  for (int r = 0; r < static_cast<int>(rows.size()); ++r)
    for (int c = 0; c < columns; ++c)
      rows[static_cast<std::size_t>(r)].push_back(
          PQgetisnull(result.get(), r, c) ? std::nullopt
                                          : std::optional<std::string>(PQgetvalue(result.get(), r, c)));
  return rows;
}

// SQLite's failure as Poco's connector reports it, so that a busy database is a 503 (DatabaseUnavailable)
// here as everywhere.
[[noreturn]] void fail_sqlite(sqlite3* connection, int code) {
  const std::string message = sqlite3_errmsg(connection);
  if ((code & 0xff) == SQLITE_BUSY) throw Poco::Data::SQLite::DBLockedException(message);
  if ((code & 0xff) == SQLITE_LOCKED) throw Poco::Data::SQLite::TableLockedException(message);
  throw std::runtime_error(message);
}

std::vector<SqlRow> query_sqlite(sqlite3* connection, const std::string& sql,
                                 const std::vector<SqlValue>& params) {
  sqlite3_stmt* raw = nullptr;
  if (const int code =
          sqlite3_prepare_v2(connection, sql.c_str(), static_cast<int>(sql.size()), &raw, nullptr);
      code != SQLITE_OK)
    fail_sqlite(connection, code);
  std::unique_ptr<sqlite3_stmt, decltype(&sqlite3_finalize)> statement(raw, &sqlite3_finalize);
  // SQLite takes $n as a name, numbered in order of first use: each is bound by its name's number (a lookup
  // by name per parameter searches them all, which made a 500-row INSERT take a tenth of a second).
  for (int index = 1; index <= sqlite3_bind_parameter_count(raw); ++index) {
    const char* name = sqlite3_bind_parameter_name(raw, index);
    const std::size_t n = name && name[0] == '$' ? std::strtoul(name + 1, nullptr, 10) : 0;
    if (n == 0 || n > params.size())
      throw std::runtime_error(std::string("no value for ") + (name ? name : "?"));
    const auto& p = params[n - 1];
    if (const auto* s = std::get_if<std::string>(&p))
      sqlite3_bind_text(raw, index, s->data(), static_cast<int>(s->size()), SQLITE_TRANSIENT);
    else if (const auto* i = std::get_if<std::int64_t>(&p))
      sqlite3_bind_int64(raw, index, *i);
    else if (const auto* d = std::get_if<double>(&p))
      sqlite3_bind_double(raw, index, *d);
    else
      sqlite3_bind_null(raw, index);
  }
  std::vector<SqlRow> rows;
  for (;;) {
    const int step = sqlite3_step(raw);
    if (step == SQLITE_DONE) return rows;
    if (step != SQLITE_ROW) fail_sqlite(connection, step);
    SqlRow row;
    for (int c = 0; c < sqlite3_column_count(raw); ++c) {
      const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(raw, c));
      row.push_back(text ? std::optional<std::string>(text) : std::nullopt);
    }
    rows.push_back(std::move(row));
  }
}

}  // namespace

std::vector<SqlRow> query(Poco::Data::Session& session, const std::string& sql,
                          const std::vector<SqlValue>& params) {
  if (auto* postgresql = dynamic_cast<Poco::Data::PostgreSQL::SessionImpl*>(connector_session(session)))
    return query_postgresql(static_cast<PGconn*>(postgresql->handle()), sql, params);
  return query_sqlite(Poco::Data::SQLite::Utility::dbHandle(session), sql, params);
}

}  // namespace proofreader::host
