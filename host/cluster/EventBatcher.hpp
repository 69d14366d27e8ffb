// EventBatcher: a backend's job events on their way to the EventLog, in
// batches instead of a round trip per event on the worker's path.
//
// The worker publishing an event only queues it here (the stream on this
// backend already has it, in JobEvents); a thread of its own writes what is
// pending in one statement (EventLog::record), which also announces each job
// of the batch once: within kStateDelay when a job changes state (a stage,
// its end), else within kMaxDelay, so cards and progress figures share a
// statement with the next state change, and jobs share one when they come together. The table serves only
// the streams of other backends, which so lag at most kMaxDelay behind. Destroying it
// writes what is still pending (the last events of a shutdown).
//
// Thread-safe.
#pragma once

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

#include "cluster/EventLog.hpp"

namespace proofreader::host {

class EventBatcher {
 public:
  static constexpr auto kMaxDelay = std::chrono::milliseconds(100);
  static constexpr auto kStateDelay = std::chrono::milliseconds(5);

  explicit EventBatcher(EventLog& log);
  ~EventBatcher();
  EventBatcher(const EventBatcher&) = delete;
  EventBatcher& operator=(const EventBatcher&) = delete;

  void add(const std::string& job_id, const JobEvents::Event& event);

 private:
  void run();
  // Writes `batch`; a failure is logged (the other backends' streams miss it).
  void write(const std::vector<EventLog::Recorded>& batch);

  EventLog& log_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::vector<EventLog::Recorded> pending_;
  bool urgent_ = false;  // a pending event changes a job's state
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace proofreader::host
