#include "cluster/StreamMirror.hpp"

#include <vector>

#include "cluster/EventLog.hpp"
#include "jobs/JobEvents.hpp"

namespace proofreader::host {

namespace {
// As long as a finished job's events stay in memory on the backend that ran it.
constexpr auto kKeepEnded = std::chrono::minutes(30);
}  // namespace

bool StreamMirror::copy(const std::string& job_id) {
  bool ended = false;
  const long long last = events_.last_id(job_id, &ended);
  if (!ended) events_.adopt(job_id, log_.since(job_id, last));
  events_.last_id(job_id, &ended);
  return ended;
}

bool StreamMirror::follow(const std::string& job_id, bool finished) {
  if (finished && log_.since(job_id, 0).empty()) return false;
  const bool ended = copy(job_id);
  std::lock_guard lock(mutex_);
  auto [it, added] = followed_.try_emplace(job_id);
  if (added || ended)
    it->second = ended ? std::chrono::steady_clock::now() : std::chrono::steady_clock::time_point{};
  return true;
}

void StreamMirror::announced(const std::string& job_id, long long newest) {
  {
    std::lock_guard lock(mutex_);
    auto it = followed_.find(job_id);
    if (it == followed_.end()) return;
    if (held_here_(job_id)) {
      followed_.erase(it);
      return;
    }
  }
  if (newest > 0 && events_.last_id(job_id) >= newest) return;
  if (copy(job_id)) {
    std::lock_guard lock(mutex_);
    if (auto it = followed_.find(job_id); it != followed_.end())
      it->second = std::chrono::steady_clock::now();
  }
}

void StreamMirror::tick() {
  std::vector<std::string> open, gone;
  const auto now = std::chrono::steady_clock::now();
  {
    std::lock_guard lock(mutex_);
    for (auto it = followed_.begin(); it != followed_.end();) {
      const bool ended = it->second != std::chrono::steady_clock::time_point{};
      if (ended && now - it->second > kKeepEnded) {
        gone.push_back(it->first);
        it = followed_.erase(it);
        continue;
      }
      if (!ended) open.push_back(it->first);
      ++it;
    }
  }
  for (const auto& id : gone) events_.forget(id);
  for (const auto& id : open) announced(id);
}

}  // namespace proofreader::host
