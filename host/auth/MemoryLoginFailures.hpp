// MemoryLoginFailures: failed logins kept in this backend's memory, for a
// backend that is the only one (SQLite). Memory stays bounded under a spray
// of random logins: past 100 000 keys, stale ones are dropped. Thread-safe.
#pragma once

#include <deque>
#include <mutex>
#include <unordered_map>

#include "auth/LoginFailures.hpp"

namespace proofreader::host {

class MemoryLoginFailures : public LoginFailures {
 public:
  Recent of_account_from(const std::string& account, const std::string& address,
                         std::chrono::seconds window) override;
  Recent from_address(const std::string& address, std::chrono::seconds window) override;
  void add(const std::string& account, const std::string& address, std::chrono::seconds window) override;
  void clear(const std::string& account, const std::string& address) override;
  void clear_account(const std::string& account) override;

 private:
  using Clock = std::chrono::steady_clock;
  using Times = std::deque<Clock::time_point>;
  using Map = std::unordered_map<std::string, Times>;

  Recent recent(Map& map, const std::string& key, std::chrono::seconds window);

  std::mutex mutex_;
  // Keyed by the account, a newline, the address (neither key holds a newline).
  Map by_account_address_;
  Map by_address_;
};

}  // namespace proofreader::host
