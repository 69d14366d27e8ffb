#include "auth/MemoryLoginFailures.hpp"

namespace proofreader::host {

namespace {

constexpr std::size_t kMaxTrackedKeys = 100000;

template <class Times, class TimePoint>
void forget_older(Times& times, TimePoint now, std::chrono::seconds window) {
  while (!times.empty() && now - times.front() >= window) times.pop_front();
}

}  // namespace

LoginFailures::Recent MemoryLoginFailures::recent(Kind kind, const std::string& key,
                                                  std::chrono::seconds window) {
  std::lock_guard lock(mutex_);
  auto& m = map(kind);
  auto it = m.find(key);
  if (it == m.end()) return {};
  const auto now = Clock::now();
  forget_older(it->second, now, window);
  if (it->second.empty()) return {};
  return {static_cast<int>(it->second.size()),
          std::chrono::duration_cast<std::chrono::milliseconds>(now - it->second.front())};
}

void MemoryLoginFailures::add(const std::string& account, const std::string& address,
                              std::chrono::seconds window) {
  std::lock_guard lock(mutex_);
  const auto now = Clock::now();
  for (auto* m : {&by_account_, &by_address_}) {
    if (m->size() < kMaxTrackedKeys) continue;
    for (auto it = m->begin(); it != m->end();) {
      forget_older(it->second, now, window);
      it = it->second.empty() ? m->erase(it) : std::next(it);
    }
  }
  by_account_[account].push_back(now);
  by_address_[address].push_back(now);
}

void MemoryLoginFailures::clear(Kind kind, const std::string& key) {
  std::lock_guard lock(mutex_);
  map(kind).erase(key);
}

}  // namespace proofreader::host
