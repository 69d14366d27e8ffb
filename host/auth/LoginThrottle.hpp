// LoginThrottle: limits failed logins per account and per client address.
//
// Failures are counted in a sliding window; once an account or an address
// reaches its limit, further attempts are refused (HTTP 429) until the window
// has passed since the oldest counted failure. A success clears the account's
// failures. Thread-safe; memory is bounded by dropping stale keys.
#pragma once

#include <chrono>
#include <deque>
#include <mutex>
#include <string>
#include <unordered_map>

namespace proofreader::host {

class LoginThrottle {
 public:
  using Clock = std::chrono::steady_clock;

  LoginThrottle(int max_per_account, int max_per_address, std::chrono::seconds window);

  // Seconds to wait before another attempt is allowed; 0 when allowed now.
  long long retry_after(const std::string& account, const std::string& address);
  void record_failure(const std::string& account, const std::string& address);
  void record_success(const std::string& account);

 private:
  using Failures = std::deque<Clock::time_point>;
  long long wait_for(Failures& failures, int limit, Clock::time_point now);
  void prune(Failures& failures, Clock::time_point now);

  int max_per_account_;
  int max_per_address_;
  std::chrono::seconds window_;
  std::mutex mutex_;
  std::unordered_map<std::string, Failures> by_account_;
  std::unordered_map<std::string, Failures> by_address_;
};

}  // namespace proofreader::host
