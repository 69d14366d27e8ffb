#include "DailyScheduler.hpp"

#include <pthread.h>

namespace proofreader::watch {

DailyScheduler::DailyScheduler(DailyAt at, Clock clock, Hooks hooks, std::chrono::milliseconds tick_interval)
    : at_(at), clock_(std::move(clock)), hooks_(std::move(hooks)), tick_interval_(tick_interval) {}

DailyScheduler::~DailyScheduler() {
  stop();
}

void DailyScheduler::start() {
  std::lock_guard lock(mutex_);
  if (thread_.joinable()) return;
  stopping_ = false;
  thread_ = std::thread([this] {
    pthread_setname_np(pthread_self(), "watch-scheduler");
    loop();
  });
}

void DailyScheduler::stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  if (thread_.joinable()) thread_.join();
}

void DailyScheduler::loop() {
  std::unique_lock lock(mutex_);
  while (!stopping_) {
    lock.unlock();
    tick();
    lock.lock();
    wake_.wait_for(lock, tick_interval_, [this] { return stopping_; });
  }
}

bool DailyScheduler::tick() {
  const TimePoint now = clock_();
  const std::optional<TimePoint> last = hooks_.load_last_cycle();
  {
    std::lock_guard lock(mutex_);
    last_cycle_ = last;
  }
  const bool due = cycle_due(last, now, at_);
  // A cycle to run, or the first start's baseline: claimed before the cycle
  // runs, so a backend beside this one that saw the same `last` does nothing.
  if (!due && last) return false;
  if (!hooks_.claim_cycle(last, now)) return false;
  {
    std::lock_guard lock(mutex_);
    last_cycle_ = now;
  }
  if (due) hooks_.run_cycle();
  return due;
}

std::optional<TimePoint> DailyScheduler::last_cycle() const {
  std::lock_guard lock(mutex_);
  return last_cycle_;
}

TimePoint DailyScheduler::next_cycle() const {
  return next_slot(clock_(), at_);
}

}  // namespace proofreader::watch
