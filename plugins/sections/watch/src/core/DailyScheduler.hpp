// The thread that starts the daily watch cycle. It looks at its clock every
// tick and, when DailySchedule says a cycle is due, claims the cycle through
// the hooks and calls run_cycle (which starts a run for each active daily
// group). The last cycle is read from the store at every tick and claimed by
// a compare-and-set, so it survives a restart and, with several backends on
// one database, exactly one of them runs each cycle.
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
    // Records `now` as the last cycle if it is still `seen` (none: never
    // recorded); false when another process got there first.
    std::function<bool(std::optional<TimePoint> seen, TimePoint now)> claim_cycle;
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
  std::optional<TimePoint> last_cycle_;
  std::thread thread_;
};

}  // namespace proofreader::watch
