// LoginThrottle: limits failed logins per account and per client address.
//
// Failures are counted in a sliding window; once an account or an address
// reaches its limit, further attempts are refused (HTTP 429) until the window
// has passed since the oldest counted failure. A success clears the account's
// failures. Logins are compared case-insensitively. Where the failures are
// kept (this backend's memory or the shared database) is the LoginFailures
// it owns. Thread-safe.
#pragma once

#include <chrono>
#include <memory>
#include <string>

#include "auth/LoginFailures.hpp"

namespace proofreader::host {

class LoginThrottle {
 public:
  LoginThrottle(std::unique_ptr<LoginFailures> failures, int max_per_account, int max_per_address,
                std::chrono::seconds window);

  // Seconds to wait before another attempt is allowed; 0 when allowed now.
  long long retry_after(const std::string& account, const std::string& address);
  void record_failure(const std::string& account, const std::string& address);
  void record_success(const std::string& account);

 private:
  long long wait_for(LoginFailures::Kind kind, const std::string& key, int limit);

  std::unique_ptr<LoginFailures> failures_;
  int max_per_account_;
  int max_per_address_;
  std::chrono::seconds window_;
};

}  // namespace proofreader::host
