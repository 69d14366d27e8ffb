// LoginFailures: where LoginThrottle counts failed logins, each as the
// account tried and the address it came from. In this backend's memory
// (MemoryLoginFailures) when it is the only backend (SQLite); in the shared
// table login_failures (DatabaseLoginFailures) when several backends share a
// PostgreSQL database, so a limit holds whichever backend a client tries. The
// policy (limits, waits, case of logins) is LoginThrottle's alone; this is
// only the record. Keys arrive normalised. Thread-safe.
#pragma once

#include <chrono>
#include <string>

namespace proofreader::host {

class LoginFailures {
 public:
  // The failures younger than the window: how many, and how long ago the
  // oldest and the newest of them were.
  struct Recent {
    int count = 0;
    std::chrono::milliseconds oldest_age{0};
    std::chrono::milliseconds newest_age{0};
  };

  virtual ~LoginFailures() = default;

  // Of `account` from `address`.
  virtual Recent of_account_from(const std::string& account, const std::string& address,
                                 std::chrono::seconds window) = 0;
  // From `address`, whatever the account.
  virtual Recent from_address(const std::string& address, std::chrono::seconds window) = 0;
  // One failure of `account` from `address`; failures older than `window`
  // may be forgotten meanwhile (they no longer count).
  virtual void add(const std::string& account, const std::string& address, std::chrono::seconds window) = 0;
  // Forgets the failures of `account` from `address`.
  virtual void clear(const std::string& account, const std::string& address) = 0;
  // Forgets the failures of `account` from every address.
  virtual void clear_account(const std::string& account) = 0;
};

}  // namespace proofreader::host
