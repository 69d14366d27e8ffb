#include "jobs/JobEvents.hpp"

namespace proofreader::host {

namespace {
bool ends_stream(const std::string& name) {
  return name == "done" || name == "error" || name == "cancelled";
}
}  // namespace

long long JobEvents::publish(const std::string& job_id, const std::string& name, const std::string& data) {
  Event event;
  std::vector<Listener> listeners;
  {
    std::lock_guard lock(mutex_);
    auto& stream = streams_[job_id];
    event = Event{static_cast<long long>(stream.events.size()) + 1, name, data};
    stream.events.push_back(event);
    if (ends_stream(name)) stream.ended = true;
    listeners = listeners_;
  }
  if (recorder_) recorder_(job_id, event);
  for (const auto& listener : listeners) listener(job_id, event);
  return event.id;
}

void JobEvents::adopt(const std::string& job_id, const std::vector<Event>& events) {
  std::vector<Event> added;
  std::vector<Listener> listeners;
  {
    std::lock_guard lock(mutex_);
    auto& stream = streams_[job_id];
    for (const auto& e : events) {
      if (e.id != static_cast<long long>(stream.events.size()) + 1) continue;
      stream.events.push_back(e);
      if (ends_stream(e.name)) stream.ended = true;
      added.push_back(e);
    }
    listeners = listeners_;
  }
  for (const auto& e : added)
    for (const auto& listener : listeners) listener(job_id, e);
}

void JobEvents::set_recorder(Listener recorder) {
  recorder_ = std::move(recorder);
}

std::vector<JobEvents::Event> JobEvents::since(const std::string& job_id, long long after_id,
                                               bool* ended) const {
  std::lock_guard lock(mutex_);
  auto it = streams_.find(job_id);
  if (ended) *ended = it != streams_.end() && it->second.ended;
  if (it == streams_.end()) return {};
  const auto& events = it->second.events;
  const auto first = static_cast<std::size_t>(std::max(0LL, after_id));
  // An id past the end of an ended stream was given by an earlier numbering
  // (the job's events were replayed from storage after a restart or an
  // eviction): the client missed the end, so it gets the final event again
  // instead of a stream that closes with nothing and makes it reconnect forever.
  if (first > events.size() && it->second.ended) return {events.back()};
  if (first >= events.size()) return {};
  return {events.begin() + static_cast<std::ptrdiff_t>(first), events.end()};
}

bool JobEvents::known(const std::string& job_id) const {
  std::lock_guard lock(mutex_);
  return streams_.count(job_id) > 0;
}

long long JobEvents::last_id(const std::string& job_id, bool* ended) const {
  std::lock_guard lock(mutex_);
  auto it = streams_.find(job_id);
  if (ended) *ended = it != streams_.end() && it->second.ended;
  return it == streams_.end() ? 0 : static_cast<long long>(it->second.events.size());
}

void JobEvents::forget(const std::string& job_id) {
  std::lock_guard lock(mutex_);
  streams_.erase(job_id);
}

void JobEvents::add_listener(Listener listener) {
  std::lock_guard lock(mutex_);
  listeners_.push_back(std::move(listener));
}

}  // namespace proofreader::host
