#include "auth/LoginThrottle.hpp"

#include <Poco/String.h>

namespace proofreader::host {

namespace {
constexpr std::size_t kMaxTrackedKeys = 100000;
}

LoginThrottle::LoginThrottle(int max_per_account, int max_per_address, std::chrono::seconds window)
    : max_per_account_(max_per_account), max_per_address_(max_per_address), window_(window) {}

void LoginThrottle::prune(Failures& failures, Clock::time_point now) {
  while (!failures.empty() && now - failures.front() >= window_) failures.pop_front();
}

long long LoginThrottle::wait_for(Failures& failures, int limit, Clock::time_point now) {
  prune(failures, now);
  if (static_cast<int>(failures.size()) < limit) return 0;
  auto wait = std::chrono::duration_cast<std::chrono::seconds>(failures.front() + window_ - now).count();
  return wait < 1 ? 1 : wait;
}

long long LoginThrottle::retry_after(const std::string& account, const std::string& address) {
  std::lock_guard lock(mutex_);
  const auto now = Clock::now();
  long long wait = 0;
  if (auto it = by_account_.find(Poco::toLower(account)); it != by_account_.end())
    wait = wait_for(it->second, max_per_account_, now);
  if (auto it = by_address_.find(address); it != by_address_.end())
    wait = std::max(wait, wait_for(it->second, max_per_address_, now));
  return wait;
}

void LoginThrottle::record_failure(const std::string& account, const std::string& address) {
  std::lock_guard lock(mutex_);
  const auto now = Clock::now();
  // Bound memory under a spray of random logins: forget everything stale first.
  for (auto* map : {&by_account_, &by_address_}) {
    if (map->size() < kMaxTrackedKeys) continue;
    for (auto it = map->begin(); it != map->end();) {
      prune(it->second, now);
      it = it->second.empty() ? map->erase(it) : std::next(it);
    }
  }
  by_account_[Poco::toLower(account)].push_back(now);
  by_address_[address].push_back(now);
}

void LoginThrottle::record_success(const std::string& account) {
  std::lock_guard lock(mutex_);
  by_account_.erase(Poco::toLower(account));
}

}  // namespace proofreader::host
