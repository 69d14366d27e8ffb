// StreamMirror: the event stream, on this backend, of a job that runs on
// another one (several backends on one PostgreSQL database).
//
// The job stream route asks to follow a job it does not run; the mirror
// copies the job's stored events (EventLog) into this backend's JobEvents,
// where the SSE broadcaster serves them as it serves a local job's, with
// the same ids, so a client may reconnect through any backend. New events
// come on EventLog's announcements (announced()); tick() re-reads every
// followed job now and then, for an announcement lost with the listening
// connection, and forgets jobs that ended long ago.
//
// Thread-safe.
#pragma once

#include <chrono>
#include <map>
#include <mutex>
#include <string>

namespace proofreader::host {

class EventLog;
class JobEvents;

class StreamMirror {
 public:
  StreamMirror(JobEvents& events, EventLog& log) : events_(events), log_(log) {}

  // Starts following `job_id`, its stored events copied now. False when the
  // database holds none (the job finished long ago: replay its report).
  bool follow(const std::string& job_id);
  // An event of `job_id` was stored (EventLog::kChannel).
  void announced(const std::string& job_id);
  void tick();

 private:
  // Copies what is new of `job_id`; true when its stream has ended.
  bool copy(const std::string& job_id);

  JobEvents& events_;
  EventLog& log_;
  std::mutex mutex_;
  // Followed jobs; an ended one with the time it ended.
  std::map<std::string, std::chrono::steady_clock::time_point> followed_;
};

}  // namespace proofreader::host
