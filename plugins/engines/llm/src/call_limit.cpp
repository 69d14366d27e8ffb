#include "call_limit.hpp"

#include <chrono>

namespace proofreader::llm {

namespace {

// How often a waiting call looks whether its job was cancelled.
constexpr auto kPoll = std::chrono::milliseconds(100);

}  // namespace

CallLimit::Slot CallLimit::acquire(int limit, const std::function<bool()>& keep_going) {
  std::unique_lock lock(mutex_);
  while (in_flight_ >= limit) {
    if (!keep_going()) return {};
    freed_.wait_for(lock, kPoll);
  }
  ++in_flight_;
  return Slot(this);
}

void CallLimit::release() {
  {
    std::lock_guard lock(mutex_);
    --in_flight_;
  }
  freed_.notify_all();
}

}  // namespace proofreader::llm
