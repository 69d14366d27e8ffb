// LoginFailures: where LoginThrottle counts failed logins. In this backend's
// memory (MemoryLoginFailures) when it is the only backend (SQLite); in the
// shared table login_failures (DatabaseLoginFailures) when several backends
// share a PostgreSQL database, so a limit holds whichever backend a client
// tries. The policy (limits, waits, case of logins) is LoginThrottle's alone;
// this is only the record. Keys arrive normalised. Thread-safe.
#pragma once

#include <chrono>
#include <string>

namespace proofreader::host {

class LoginFailures {
 public:
  enum class Kind { account, address };
  // The failures of one key younger than the window: how many, and how long
  // ago the oldest of them was.
  struct Recent {
    int count = 0;
    std::chrono::milliseconds oldest_age{0};
  };

  virtual ~LoginFailures() = default;

  virtual Recent recent(Kind kind, const std::string& key, std::chrono::seconds window) = 0;
  // One failure of `account` from `address`; failures older than `window`
  // may be forgotten meanwhile (they no longer count).
  virtual void add(const std::string& account, const std::string& address, std::chrono::seconds window) = 0;
  virtual void clear(Kind kind, const std::string& key) = 0;
};

}  // namespace proofreader::host
