// JobStore: the jobs table — every job's status, stage, progress, error and
// times, mirrored from memory so GET /api/jobs/{id} and the restart rule
// (spec §3) work across restarts; and where a job's result is read back.
//
// A check's report is stored once, in its check history entry (HistoryStore);
// the jobs table keeps only a task's result (report_json). report() reads
// either, so callers need not know where it lives.
//
// Thread-safe: every call takes its own database session.
#pragma once

#include <Poco/Data/Session.h>
#include <Poco/JSON/Object.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <proofreader/sdk/jobs.hpp>

#include "jobs/JobStatus.hpp"
#include "storage/OneRoundTrip.hpp"

namespace proofreader::host {

class Database;

// A job as GET /api/jobs/{id} shows it.
struct JobSnapshot {
  std::string id;
  std::string kind = "check";  // or the kind a task was submitted with, e.g. "styleguide_extraction"
  std::int64_t user_id = 0;
  JobStatus status = JobStatus::queued;
  std::string stage = "queued";
  double progress = 0;
  std::string error;
  std::string created_at, started_at, finished_at;
  std::string source_kind, source_name, source_url;
  std::string origin_json = "{}";  // where a section's check came from
  bool finished() const { return is_finished(status); }
  Poco::JSON::Object::Ptr json() const;
  // What a plugin sees of the job (HostServices::job).
  sdk::JobInfo info() const;
};

class JobStore {
 public:
  explicit JobStore(Database& db) : db_(db) {}

  // Every stored job a previous process left unfinished becomes error with
  // `message`.
  void fail_unfinished(const std::string& message);

  void insert(const JobSnapshot& job, const std::string& styleguide_id);
  // Stores status, stage, progress, error and times.
  void update(const JobSnapshot& job);
  // A task's result (JSON).
  void save_result(const std::string& id, const std::string& result_json);

  std::optional<JobSnapshot> find(const std::string& id);
  // The columns of the jobs table a snapshot is made of, for a SELECT or a
  // RETURNING; snapshot_of() reads a row of them.
  static const std::string kSnapshotColumns;
  static JobSnapshot snapshot_of(const SqlRow& row);
  // Ids of recent check jobs (not tasks), newest first.
  std::vector<std::string> recent_checks(std::int64_t user_id, bool all_users, int limit);

  struct Result {
    std::string json;             // empty when there is none (not done, or deleted with its history entry)
    std::int64_t history_id = 0;  // a check's history entry
  };
  // A check's report (from its history entry, with history_id set in it) or
  // a task's result.
  Result result(const std::string& id);

 private:
  Database& db_;
};

}  // namespace proofreader::host
