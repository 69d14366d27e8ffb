// CallLimit: how many model calls are in flight at once across every check
// of the process (llm_concurrency), so two jobs with a limit of 2 still put
// at most 2 calls on a small local model. The limit is passed on each
// acquire, so a changed setting applies to the next call without a restart.
//
// Thread-safe; one per engine instance, shared by all its checks.
#pragma once

#include <condition_variable>
#include <functional>
#include <mutex>
#include <utility>

namespace proofreader::llm {

class CallLimit {
 public:
  // A slot held until destroyed; empty when acquire gave up.
  class Slot {
   public:
    Slot() = default;
    explicit Slot(CallLimit* owner) : owner_(owner) {}
    Slot(Slot&& other) noexcept : owner_(std::exchange(other.owner_, nullptr)) {}
    Slot& operator=(Slot&&) = delete;
    ~Slot() {
      if (owner_) owner_->release();
    }
    explicit operator bool() const { return owner_ != nullptr; }

   private:
    CallLimit* owner_ = nullptr;
  };

  // Waits until fewer than `limit` calls are in flight and takes a slot.
  // Gives up (an empty Slot) as soon as `keep_going` returns false; it is
  // polled while waiting.
  Slot acquire(int limit, const std::function<bool()>& keep_going);

 private:
  void release();

  std::mutex mutex_;
  std::condition_variable freed_;
  int in_flight_ = 0;
};

}  // namespace proofreader::llm
