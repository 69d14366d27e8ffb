#include "HostLimiter.hpp"

namespace proofreader::watch {

HostLimiter::HostLimiter(int per_host, std::chrono::milliseconds delay)
    : per_host_(per_host < 1 ? 1 : per_host), delay_(delay) {}

HostLimiter::Slot HostLimiter::acquire(const std::string& host) {
  std::unique_lock lock(mutex_);
  for (;;) {
    HostState& state = hosts_[host];
    const auto now = std::chrono::steady_clock::now();
    if (state.active < per_host_ && now >= state.next_start) {
      ++state.active;
      state.next_start = now + delay_;
      return Slot(*this, host);
    }
    if (state.active < per_host_) {
      const auto until = state.next_start;
      freed_.wait_until(lock, until);
    } else
      freed_.wait(lock);
  }
}

void HostLimiter::release(const std::string& host) {
  {
    std::lock_guard lock(mutex_);
    --hosts_[host].active;  // entries stay: one per watched host, and waiters hold references
  }
  freed_.notify_all();
}

}  // namespace proofreader::watch
