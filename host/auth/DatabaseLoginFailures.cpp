#include "auth/DatabaseLoginFailures.hpp"

#include "storage/Database.hpp"

namespace proofreader::host {

using namespace Poco::Data::Keywords;

namespace {

std::string kind_name(LoginFailures::Kind kind) {
  return kind == LoginFailures::Kind::account ? "account" : "address";
}

}  // namespace

DatabaseLoginFailures::DatabaseLoginFailures(Database& db) : db_(db) {}

LoginFailures::Recent DatabaseLoginFailures::recent(Kind kind, const std::string& key,
                                                    std::chrono::seconds window) {
  auto session = db_.session();
  Poco::Int64 count = 0, oldest_ms = 0, seconds = window.count();
  std::string k = kind_name(kind), value = key;
  session << "SELECT count(*), COALESCE(CAST(EXTRACT(EPOCH FROM now() - min(at)) * 1000 AS BIGINT), 0) "
             "FROM login_failures WHERE kind = $1 AND key = $2 "
             "AND at > now() - CAST($3 AS BIGINT) * interval '1 second'",
      use(k), use(value), use(seconds), into(count), into(oldest_ms), now;
  return {static_cast<int>(count), std::chrono::milliseconds(oldest_ms)};
}

void DatabaseLoginFailures::add(const std::string& account, const std::string& address,
                                std::chrono::seconds window) {
  auto session = db_.session();
  std::string a = account, b = address;
  session << "INSERT INTO login_failures (kind, key) VALUES ('account', $1), ('address', $2)", use(a), use(b),
      now;
  // Forgetting what no longer counts keeps the table to one window of failures.
  const auto tick = std::chrono::steady_clock::now().time_since_epoch().count();
  auto last = last_prune_.load();
  if (tick - last < std::chrono::steady_clock::duration(std::chrono::minutes(1)).count()) return;
  if (!last_prune_.compare_exchange_strong(last, tick)) return;  // another thread prunes
  Poco::Int64 seconds = window.count();
  session << "DELETE FROM login_failures WHERE at <= now() - CAST($1 AS BIGINT) * interval '1 second'",
      use(seconds), now;
}

void DatabaseLoginFailures::clear(Kind kind, const std::string& key) {
  auto session = db_.session();
  std::string k = kind_name(kind), value = key;
  session << "DELETE FROM login_failures WHERE kind = $1 AND key = $2", use(k), use(value), now;
}

}  // namespace proofreader::host
