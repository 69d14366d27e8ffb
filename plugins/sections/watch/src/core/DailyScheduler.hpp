// The thread that starts the daily watch cycle. It looks at its clock every
// tick and, when DailySchedule says a cycle is due, calls run_cycle (which
// starts a run for each active daily group) and records the time through the
// hooks, so the last cycle survives a restart.
//
// Threads: start()/stop() from the section's start()/stop() (the host's main
// thread); the hooks run on the scheduler thread, named "watch-scheduler"
// (see /proc/<pid>/task/*/comm). tick() is public so tests drive the schedule
// with a clock of their own and no thread.
#pragma once

#include <condition_variable>
#include <mutex>
#include <optional>
#include <thread>

#include "DailySchedule.hpp"

namespace proofreader::watch {

class DailyScheduler {
 public:
  struct Hooks {
    std::function<std::optional<TimePoint>()> load_last_cycle;
    std::function<void(TimePoint)> save_last_cycle;
    std::function<void()> run_cycle;  // exceptions are the hook's to report
  };

  DailyScheduler(DailyAt at, Clock clock, Hooks hooks, std::chrono::milliseconds tick_interval);
  ~DailyScheduler();  // stops
  DailyScheduler(const DailyScheduler&) = delete;
  DailyScheduler& operator=(const DailyScheduler&) = delete;

  void start();
  void stop();  // wakes and joins the thread; idempotent

  // One look at the clock; true when a cycle ran.
  bool tick();

  std::optional<TimePoint> last_cycle() const;
  TimePoint next_cycle() const;

 private:
  void loop();

  const DailyAt at_;
  const Clock clock_;
  const Hooks hooks_;
  const std::chrono::milliseconds tick_interval_;

  mutable std::mutex mutex_;
  std::condition_variable wake_;
  bool stopping_ = false;
  bool loaded_ = false;
  std::optional<TimePoint> last_cycle_;
  std::thread thread_;
};

}  // namespace proofreader::watch
