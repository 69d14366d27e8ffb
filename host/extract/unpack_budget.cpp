#include "extract/unpack_budget.hpp"

#include <string>

#include "extract/extract_error.hpp"

namespace proofreader::host {

UnpackBudget& UnpackBudget::process() {
  static UnpackBudget budget(kDefaultCapacity);
  return budget;
}

void UnpackBudget::set_capacity(std::size_t capacity) {
  std::lock_guard lock(mutex_);
  capacity_ = capacity;
  freed_.notify_all();
}

std::size_t UnpackBudget::capacity() const {
  std::lock_guard lock(mutex_);
  return capacity_;
}

std::size_t UnpackBudget::in_use() const {
  std::lock_guard lock(mutex_);
  return in_use_;
}

void UnpackBudget::give_back(std::size_t bytes) {
  if (bytes == 0) return;
  std::lock_guard lock(mutex_);
  in_use_ -= bytes;
  freed_.notify_all();
}

void UnpackBudget::Lease::take(std::size_t bytes) {
  std::unique_lock lock(budget_.mutex_);
  const std::size_t capacity = budget_.capacity_;
  if (bytes > capacity || held_ + bytes > capacity)
    throw document_too_large("more than " + std::to_string(capacity >> 20) + " MiB to unpack and parse",
                             "больше " + std::to_string(capacity >> 20) + " МиБ для распаковки и разбора");
  const bool room =
      budget_.freed_.wait_for(lock, patience_, [&] { return budget_.in_use_ + bytes <= budget_.capacity_; });
  if (!room) throw unpacking_busy();
  budget_.in_use_ += bytes;
  held_ += bytes;
}

}  // namespace proofreader::host
