// StreamMirror: the event stream, on this backend, of a job that runs on
// another one (several backends on one PostgreSQL database).
//
// The job stream route asks to follow a job it does not run; the mirror
// copies the job's stored events (EventLog) into this backend's JobEvents,
// where the SSE broadcaster serves them as it serves a local job's, with
// the same ids, so a client may reconnect through any backend. New events
// come on EventLog's announcements (announced()); tick() re-reads every
// followed job now and then, for an announcement lost with the listening
// connection, and forgets jobs that ended long ago. A job this backend
// takes after its stream began here is no longer followed.
//
// Thread-safe.
#pragma once

#include <chrono>
#include <functional>
#include <map>
#include <mutex>
#include <string>

namespace proofreader::host {

class EventLog;
class JobEvents;

class StreamMirror {
 public:
  // `held_here`: whether this backend now runs a job (its events are then
  // published here, and the stored copy is not read back).
  StreamMirror(JobEvents& events, EventLog& log, std::function<bool(const std::string&)> held_here)
      : events_(events), log_(log), held_here_(std::move(held_here)) {}

  // Starts following `job_id`, its stored events copied now. False when the
  // database holds none of a finished job's (it finished long ago: replay
  // its report); an unfinished one is followed even before its first events
  // are stored (they are written in batches, EventBatcher).
  bool follow(const std::string& job_id, bool finished);
  // Events of `job_id` up to `newest` were stored (EventLog::kChannel's
  // payload; 0: not said): read unless this backend has them already, as it
  // has those of a job it queued and that no other backend has taken.
  void announced(const std::string& job_id, long long newest = 0);
  void tick();

 private:
  // Copies what is new of `job_id`; true when its stream has ended.
  bool copy(const std::string& job_id);

  JobEvents& events_;
  EventLog& log_;
  const std::function<bool(const std::string&)> held_here_;
  std::mutex mutex_;
  // Followed jobs; an ended one with the time it ended.
  std::map<std::string, std::chrono::steady_clock::time_point> followed_;
};

}  // namespace proofreader::host
