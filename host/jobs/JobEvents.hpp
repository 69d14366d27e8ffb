// JobEvents: the ordered events of every live job, for its SSE stream.
//
// Each job's events get ids 1, 2, 3, …, so a client reconnecting with
// Last-Event-ID receives exactly what it missed, and a subscriber arriving
// after the end gets the whole replay. Listeners are called (outside the lock)
// for each new event; the SSE broadcaster is one. With several backends on
// one database, a recorder stores each event published here (EventLog) and
// the events of a job running elsewhere are adopted from there, with the ids
// they were stored under. Thread-safe.
#pragma once

#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace proofreader::host {

class JobEvents {
 public:
  struct Event {
    long long id = 0;
    std::string name;  // "stage", "card", "progress", "done", "error", …
    std::string data;  // JSON
  };
  using Listener = std::function<void(const std::string& job_id, const Event& event)>;

  // Appends an event; "done", "error" and "cancelled" end the job's stream.
  long long publish(const std::string& job_id, const std::string& name, const std::string& data);
  // Events with id > after_id, and whether the stream has ended. For an
  // ended stream, an after_id past its last event yields that last event.
  std::vector<Event> since(const std::string& job_id, long long after_id, bool* ended = nullptr) const;
  bool known(const std::string& job_id) const;
  // The id of the stream's last event (0 for none), and whether it ended.
  long long last_id(const std::string& job_id, bool* ended = nullptr) const;
  // Drops a job's events from memory (deleted, or evicted after it ended).
  void forget(const std::string& job_id);
  void add_listener(Listener listener);
  // Called with each event published here (not adopted), before the
  // listeners; set once, before the first publish.
  void set_recorder(Listener recorder);
  // Takes events published on another backend, in order: each that is next
  // after the stream's last id is appended (others are already here, or not
  // yet: a gap is left for the next adoption to fill). Listeners are called.
  void adopt(const std::string& job_id, const std::vector<Event>& events);

 private:
  struct Stream {
    std::vector<Event> events;
    bool ended = false;
  };
  mutable std::mutex mutex_;
  std::map<std::string, Stream> streams_;
  std::vector<Listener> listeners_;
  Listener recorder_;
};

}  // namespace proofreader::host
