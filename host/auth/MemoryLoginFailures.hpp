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
  Recent recent(Kind kind, const std::string& key, std::chrono::seconds window) override;
  void add(const std::string& account, const std::string& address, std::chrono::seconds window) override;
  void clear(Kind kind, const std::string& key) override;

 private:
  using Clock = std::chrono::steady_clock;
  using Times = std::deque<Clock::time_point>;
  using Map = std::unordered_map<std::string, Times>;
  Map& map(Kind kind) { return kind == Kind::account ? by_account_ : by_address_; }

  std::mutex mutex_;
  Map by_account_;
  Map by_address_;
};

}  // namespace proofreader::host
