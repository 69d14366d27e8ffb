// DatabaseLoginFailures: failed logins in the table login_failures of the
// PostgreSQL database the backends share, so that a client cannot multiply
// its attempts by the number of backends. A failure is two rows: kind
// 'account' (key: the account, address: where it came from) and kind
// 'address'. Times are the database's clock, one clock for every backend.
// Rows older than the window are deleted by each backend at most once a
// minute. Thread-safe; `db` must outlive it.
#pragma once

#include <atomic>

#include "auth/LoginFailures.hpp"

namespace proofreader::host {

class Database;

class DatabaseLoginFailures : public LoginFailures {
 public:
  explicit DatabaseLoginFailures(Database& db);

  Recent of_account_from(const std::string& account, const std::string& address,
                         std::chrono::seconds window) override;
  Recent from_address(const std::string& address, std::chrono::seconds window) override;
  void add(const std::string& account, const std::string& address, std::chrono::seconds window) override;
  void clear(const std::string& account, const std::string& address) override;
  void clear_account(const std::string& account) override;

 private:
  Database& db_;
  std::atomic<std::chrono::steady_clock::rep> last_prune_{0};
};

}  // namespace proofreader::host
