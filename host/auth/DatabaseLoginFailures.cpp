#include "auth/DatabaseLoginFailures.hpp"

#include "storage/Database.hpp"

namespace proofreader::host {

using namespace Poco::Data::Keywords;

namespace {

// Recent over the failures younger than $1 seconds and matching what follows.
const std::string kRecentWhere =
    "SELECT count(*), COALESCE(CAST(EXTRACT(EPOCH FROM now() - min(at)) * 1000 AS BIGINT), 0), "
    "COALESCE(CAST(EXTRACT(EPOCH FROM now() - max(at)) * 1000 AS BIGINT), 0) FROM login_failures "
    "WHERE at > now() - CAST($1 AS BIGINT) * interval '1 second' AND ";

struct RecentRow {
  Poco::Int64 count = 0, oldest_ms = 0, newest_ms = 0;
  LoginFailures::Recent recent() const {
    return {static_cast<int>(count), std::chrono::milliseconds(oldest_ms),
            std::chrono::milliseconds(newest_ms)};
  }
};

}  // namespace

DatabaseLoginFailures::DatabaseLoginFailures(Database& db) : db_(db) {}

LoginFailures::Recent DatabaseLoginFailures::of_account_from(const std::string& account,
                                                             const std::string& address,
                                                             std::chrono::seconds window) {
  auto session = db_.session();
  Poco::Int64 seconds = window.count();
  std::string a = account, b = address;
  RecentRow row;
  session << kRecentWhere + "kind = 'account' AND key = $2 AND address = $3", use(seconds), use(a), use(b),
      into(row.count), into(row.oldest_ms), into(row.newest_ms), now;
  return row.recent();
}

LoginFailures::Recent DatabaseLoginFailures::from_address(const std::string& address,
                                                          std::chrono::seconds window) {
  auto session = db_.session();
  Poco::Int64 seconds = window.count();
  std::string b = address;
  RecentRow row;
  session << kRecentWhere + "kind = 'address' AND key = $2", use(seconds), use(b), into(row.count),
      into(row.oldest_ms), into(row.newest_ms), now;
  return row.recent();
}

void DatabaseLoginFailures::add(const std::string& account, const std::string& address,
                                std::chrono::seconds window) {
  auto session = db_.session();
  std::string a = account, b = address;
  session
      << "INSERT INTO login_failures (kind, key, address) VALUES ('account', $1, $2), ('address', $2, $2)",
      use(a), use(b), now;
  // Forgetting what no longer counts keeps the table to one window of failures.
  const auto tick = std::chrono::steady_clock::now().time_since_epoch().count();
  auto last = last_prune_.load();
  if (tick - last < std::chrono::steady_clock::duration(std::chrono::minutes(1)).count()) return;
  if (!last_prune_.compare_exchange_strong(last, tick)) return;  // another thread prunes
  Poco::Int64 seconds = window.count();
  session << "DELETE FROM login_failures WHERE at <= now() - CAST($1 AS BIGINT) * interval '1 second'",
      use(seconds), now;
}

void DatabaseLoginFailures::clear(const std::string& account, const std::string& address) {
  auto session = db_.session();
  std::string a = account, b = address;
  session << "DELETE FROM login_failures WHERE kind = 'account' AND key = $1 AND address = $2", use(a),
      use(b), now;
}

void DatabaseLoginFailures::clear_account(const std::string& account) {
  auto session = db_.session();
  std::string a = account;
  session << "DELETE FROM login_failures WHERE kind = 'account' AND key = $1", use(a), now;
}

}  // namespace proofreader::host
