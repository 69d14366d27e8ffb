// EventLog: the events of every unfinished or recently finished job in the
// database (job_events), so a job running on one backend can be streamed
// through another (PostgreSQL only: one SQLite file has one backend).
//
// The backend running a job records the events it publishes (JobEvents'
// recorder, through EventBatcher) under the ids its stream gave them, many
// in one statement, and announces each job of the batch once on the channel
// kChannel (payload: the job's id, a space and the newest id stored — or the
// job's id alone, from append() and from a backend of an earlier release); a
// backend streaming that job reads what is new unless it has that id already
// (StreamMirror). A backend that ends a job it does not run (a cancel
// before any backend took it, a dead backend's job) appends at the next id.
// Events go 30 minutes after their job finished (forget_finished); a
// stream of an older job is replayed from its stored report, as after a
// restart.
//
// Thread-safe: every call takes its own database session.
#pragma once

#include <chrono>
#include <string>
#include <vector>

#include "jobs/JobEvents.hpp"

namespace proofreader::host {

class Database;

class EventLog {
 public:
  static constexpr const char* kChannel = "proofreader_job_events";

  explicit EventLog(Database& db) : db_(db) {}

  struct Recorded {
    std::string job_id;
    JobEvents::Event event;
  };
  // Stores `events` (those already stored: nothing) in one statement, and
  // announces each job they belong to once.
  void record(const std::vector<Recorded>& events);
  // Stores an event at the job's next id and announces it.
  void append(const std::string& job_id, const std::string& name, const std::string& data);
  // The stored events of `job_id` with ids above `after_id`, in order.
  std::vector<JobEvents::Event> since(const std::string& job_id, long long after_id);
  // Drops the events of jobs finished more than `age` ago.
  void forget_finished(std::chrono::minutes age);

 private:
  Database& db_;
};

}  // namespace proofreader::host
