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
  std::optional<TimePoint> last;
  {
    std::lock_guard lock(mutex_);
    if (!loaded_) last_cycle_ = hooks_.load_last_cycle(), loaded_ = true;
    last = last_cycle_;
  }
  const bool due = cycle_due(last, now, at_);
  if (due) hooks_.run_cycle();
  if (due || !last) {  // a cycle ran, or the first start sets the baseline
    hooks_.save_last_cycle(now);
    std::lock_guard lock(mutex_);
    last_cycle_ = now;
  }
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
