// EnginePool: the threads every engine run of every job runs on.
//
// A fixed number of threads take work from one queue, so the host runs as
// many engines at once as it has threads for, whatever the number of jobs
// (before, each engine of each job got two threads of its own).
//
// An engine can overrun its time limit or ignore a cancellation, and then it
// holds its thread until it returns, which may be never. The pipeline reports
// such a run with replace_stuck(): the pool starts a thread to stand in for
// it, and the stuck thread ends when its run returns. So stuck engines never
// take the pool's threads from the others.
//
// Threads are detached and share the pool's state, so a stuck engine cannot
// hold up the pool's destruction or the process's exit; wait_idle() is how
// the host learns that no engine code runs any more (and that plugins may be
// unloaded). Thread-safe.
#pragma once

#include <chrono>
#include <functional>
#include <memory>

namespace proofreader::host {

class EnginePool {
 public:
  explicit EnginePool(int threads);
  // Work still queued is dropped; running work finishes on its own thread.
  ~EnginePool();
  EnginePool(const EnginePool&) = delete;
  EnginePool& operator=(const EnginePool&) = delete;

  struct Task;
  // Names one posted piece of work.
  using Ticket = std::shared_ptr<Task>;

  // Queues `work`; it runs on a pool thread. It must not throw.
  Ticket post(std::function<void()> work);

  // The work `ticket` names is running and will not return in time: starts a
  // thread to stand in for its thread, which ends once the work returns.
  // Nothing happens when the work has not started or has finished.
  void replace_stuck(const Ticket& ticket);

  // Blocks until no work is queued or running, or `limit` has passed.
  bool wait_idle(std::chrono::milliseconds limit);

  // Threads alive now (those standing in for stuck runs included).
  int threads() const;

  struct State;

 private:
  std::shared_ptr<State> state_;
};

}  // namespace proofreader::host
