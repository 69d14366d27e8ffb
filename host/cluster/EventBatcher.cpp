#include "cluster/EventBatcher.hpp"

#include <Poco/Logger.h>

#include <algorithm>

namespace proofreader::host {

namespace {
// A job's stage or end: what another backend's stream must show soon, and
// the first event of every job ("queued"), which tells other backends the job has a stream.
bool changes_state(const std::string& name) {
  return name == "stage" || name == "done" || name == "error" || name == "cancelled";
}
}  // namespace

EventBatcher::EventBatcher(EventLog& log) : log_(log), thread_([this] { run(); }) {}

EventBatcher::~EventBatcher() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_one();
  thread_.join();
}

void EventBatcher::add(const std::string& job_id, const JobEvents::Event& event) {
  bool wake;
  {
    std::lock_guard lock(mutex_);
    pending_.push_back({job_id, event});
    wake = changes_state(event.name) && !urgent_;
    urgent_ = urgent_ || changes_state(event.name);
  }
  if (wake) wake_.notify_one();
}

void EventBatcher::run() {
  std::unique_lock lock(mutex_);
  for (;;) {
    wake_.wait(lock, [this] { return stopping_ || !pending_.empty(); });
    // Events wait up to kMaxDelay for company; a state change goes sooner.
    const auto first = std::chrono::steady_clock::now();
    wake_.wait_for(lock, kMaxDelay, [this] { return stopping_ || urgent_; });
    if (!stopping_)
      wake_.wait_until(lock, std::min(first + kMaxDelay, std::chrono::steady_clock::now() + kStateDelay),
                       [this] { return stopping_; });
    std::vector<EventLog::Recorded> batch;
    batch.swap(pending_);
    urgent_ = false;
    const bool last = stopping_;
    lock.unlock();
    write(batch);
    lock.lock();
    if (last && pending_.empty()) return;
  }
}

void EventBatcher::write(const std::vector<EventLog::Recorded>& batch) {
  if (batch.empty()) return;
  try {
    log_.record(batch);
  } catch (const std::exception& e) {
    Poco::Logger::get("jobs").warning("%z job events were not stored: %s", batch.size(),
                                      std::string(e.what()));
  }
}

}  // namespace proofreader::host
