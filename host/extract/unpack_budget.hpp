// UnpackBudget: the memory that unpacking and parsing outside archives may use
// at once, shared by every request, job and section of the process.
//
// A reader takes bytes through a Lease before it inflates an entry (the size
// the archive declares for it) and before it parses one (an estimate of the
// XML tree, xml_tree_bytes), and the lease gives them all back when the reader
// is done. So N hostile uploads together cost at most the capacity:
//  - a lease that alone would need more than the capacity can never be served:
//    413 "document_too_large" at once;
//  - otherwise it waits up to its patience for others to give bytes back, then
//    503 "server_busy" (sent with Retry-After by the error shape).
// A reader waiting while it holds bytes cannot block the others for longer
// than its patience. Thread-safe.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <mutex>

namespace proofreader::host {

class UnpackBudget {
 public:
  static constexpr std::size_t kDefaultCapacity = std::size_t{512} << 20;

  explicit UnpackBudget(std::size_t capacity) : capacity_(capacity) {}

  // The process's one budget (PROOFREADER_UNPACK_BUDGET_MB, set at start).
  static UnpackBudget& process();

  void set_capacity(std::size_t capacity);
  std::size_t capacity() const;
  std::size_t in_use() const;

  class Lease {
   public:
    Lease(UnpackBudget& budget, std::chrono::milliseconds patience) : budget_(budget), patience_(patience) {}
    ~Lease() { budget_.give_back(held_); }
    Lease(const Lease&) = delete;
    Lease& operator=(const Lease&) = delete;

    // Adds `bytes` to the lease; throws 413 or 503 as described above.
    void take(std::size_t bytes);
    std::size_t held() const { return held_; }

   private:
    UnpackBudget& budget_;
    std::chrono::milliseconds patience_;
    std::size_t held_ = 0;
  };

 private:
  void give_back(std::size_t bytes);

  mutable std::mutex mutex_;
  std::condition_variable freed_;
  std::size_t capacity_;
  std::size_t in_use_ = 0;
};

}  // namespace proofreader::host
