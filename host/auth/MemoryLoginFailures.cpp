#include "auth/MemoryLoginFailures.hpp"

namespace proofreader::host {

namespace {

constexpr std::size_t kMaxTrackedKeys = 100000;

template <class Times, class TimePoint>
void forget_older(Times& times, TimePoint now, std::chrono::seconds window) {
  while (!times.empty() && now - times.front() >= window) times.pop_front();
}

std::string pair_key(const std::string& account, const std::string& address) {
  return account + '\n' + address;
}

}  // namespace

LoginFailures::Recent MemoryLoginFailures::recent(Map& map, const std::string& key,
                                                  std::chrono::seconds window) {
  std::lock_guard lock(mutex_);
  auto it = map.find(key);
  if (it == map.end()) return {};
  const auto now = Clock::now();
  forget_older(it->second, now, window);
  if (it->second.empty()) return {};
  const auto age = [&](Clock::time_point t) {
    return std::chrono::duration_cast<std::chrono::milliseconds>(now - t);
  };
  return {static_cast<int>(it->second.size()), age(it->second.front()), age(it->second.back())};
}

LoginFailures::Recent MemoryLoginFailures::of_account_from(const std::string& account,
                                                           const std::string& address,
                                                           std::chrono::seconds window) {
  return recent(by_account_address_, pair_key(account, address), window);
}

LoginFailures::Recent MemoryLoginFailures::from_address(const std::string& address,
                                                        std::chrono::seconds window) {
  return recent(by_address_, address, window);
}

void MemoryLoginFailures::add(const std::string& account, const std::string& address,
                              std::chrono::seconds window) {
  std::lock_guard lock(mutex_);
  const auto now = Clock::now();
  for (auto* m : {&by_account_address_, &by_address_}) {
    if (m->size() < kMaxTrackedKeys) continue;
    for (auto it = m->begin(); it != m->end();) {
      forget_older(it->second, now, window);
      it = it->second.empty() ? m->erase(it) : std::next(it);
    }
  }
  by_account_address_[pair_key(account, address)].push_back(now);
  by_address_[address].push_back(now);
}

void MemoryLoginFailures::clear(const std::string& account, const std::string& address) {
  std::lock_guard lock(mutex_);
  by_account_address_.erase(pair_key(account, address));
}

void MemoryLoginFailures::clear_account(const std::string& account) {
  std::lock_guard lock(mutex_);
  const std::string prefix = account + '\n';
  for (auto it = by_account_address_.begin(); it != by_account_address_.end();)
    it = it->first.rfind(prefix, 0) == 0 ? by_account_address_.erase(it) : std::next(it);
}

}  // namespace proofreader::host
