// LoginThrottle: slows failed logins per account and client address, so that
// guessing from one address cannot lock the account's owner out elsewhere.
//
// Failures are counted in a sliding window, per (account, address) and per
// address whatever the account:
//  - an account tried from one address may fail `max_per_account_address`
//    - 1 times freely; the next failure locks that account at that address
//    for an eighth of the window, and each failure after a lock doubles the
//    lock, up to the window (HTTP 429 with Retry-After meanwhile). The same
//    account from another address is not slowed;
//  - an address that fails `max_per_address` times, across accounts, is
//    refused until the window has passed since the oldest of them.
// A success clears the account's failures at that address; an administrator
// may clear them at every address (unlock). Logins are compared
// case-insensitively. Where the failures are kept (this backend's memory or
// the shared database) is the LoginFailures it owns. Thread-safe.
#pragma once

#include <chrono>
#include <memory>
#include <string>

#include "auth/LoginFailures.hpp"

namespace proofreader::host {

class LoginThrottle {
 public:
  LoginThrottle(std::unique_ptr<LoginFailures> failures, int max_per_account_address, int max_per_address,
                std::chrono::seconds window);

  // Seconds to wait before another attempt is allowed; 0 when allowed now.
  long long retry_after(const std::string& account, const std::string& address);
  // Counts a failure; returns the lock it starts in seconds (0: none), for
  // the audit log.
  long long record_failure(const std::string& account, const std::string& address);
  void record_success(const std::string& account, const std::string& address);
  // An administrator's unlock: the account's failures from every address go.
  void unlock(const std::string& account);

 private:
  long long account_wait(const std::string& account_key, const std::string& address_key);
  long long address_wait(const std::string& address_key);

  std::unique_ptr<LoginFailures> failures_;
  int max_per_account_address_;
  int max_per_address_;
  std::chrono::seconds window_;
};

}  // namespace proofreader::host
