// Politeness towards watched sites: at most `per_host` requests to one host
// at a time, and at least `delay` between the starts of two requests to it,
// across all runs of the process. Thread-safe; acquire() blocks.
#pragma once

#include <chrono>
#include <condition_variable>
#include <map>
#include <mutex>
#include <string>

namespace proofreader::watch {

class HostLimiter {
 public:
  HostLimiter(int per_host, std::chrono::milliseconds delay);

  // Holds one of a host's slots until destroyed.
  class Slot {
   public:
    Slot(HostLimiter& limiter, std::string host) : limiter_(&limiter), host_(std::move(host)) {}
    Slot(Slot&& other) noexcept : limiter_(other.limiter_), host_(std::move(other.host_)) {
      other.limiter_ = nullptr;
    }
    Slot(const Slot&) = delete;
    Slot& operator=(const Slot&) = delete;
    Slot& operator=(Slot&&) = delete;
    ~Slot() {
      if (limiter_) limiter_->release(host_);
    }

   private:
    HostLimiter* limiter_;
    std::string host_;
  };

  // Waits for a free slot of `host` and for its delay to pass.
  Slot acquire(const std::string& host);

 private:
  void release(const std::string& host);

  struct HostState {
    int active = 0;
    std::chrono::steady_clock::time_point next_start{};
  };

  const int per_host_;
  const std::chrono::milliseconds delay_;
  std::mutex mutex_;
  std::condition_variable freed_;
  std::map<std::string, HostState> hosts_;
};

}  // namespace proofreader::watch
