// JobManager: proofreading jobs — queued, run by a worker pool, streamed,
// reported, persisted.
//
// A job is held in memory while it lives and mirrored in SQLite (the jobs
// table): status, stage, progress, error, times and, at the end, the report.
// A job of kind "check" runs the pipeline; other kinds run a JobTask on the
// same workers (JobTask.hpp) and store its result where a check keeps its
// report.
// At start every stored job that had not finished becomes error with
// 'Прервано рестартом сервера' (spec §3). Events of a job (stage, card,
// progress, done, error, cancelled) go to JobEvents for the SSE stream.
// A finished report is also written to the check history.
//
// Thread-safe. stop() cancels what runs, drops what is queued, and joins the
// workers; the host calls it before it drops the engines.
#pragma once

#include <Poco/JSON/Object.h>

#include <atomic>
#include <condition_variable>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "app/HostContext.hpp"
#include "jobs/JobTask.hpp"
#include "jobs/Pipeline.hpp"

namespace proofreader::host {

struct JobSource {
  std::string kind;  // "file", "text" or "url"
  std::string name;  // file name
  std::string url;
  std::string content;  // the file's bytes or the text
};

struct JobRequest {
  sdk::User user;
  JobSource source;
  sdk::CheckOptions options;
  std::optional<sdk::StyleGuideView> guide;
  std::string custom_rules_json = "[]";
};

// The status of a job as GET /api/jobs/{id} shows it.
struct JobSnapshot {
  std::string id;
  std::string kind = "check";  // or the kind a task was submitted with, e.g. "styleguide_extraction"
  std::int64_t user_id = 0;
  std::string status;  // queued, running, done, error, cancelled
  std::string stage;   // queued, extracting, language, styleguide, consistency, model, report, done
  double progress = 0;
  std::string error;
  std::string created_at, started_at, finished_at;
  std::string source_kind, source_name, source_url;
  bool finished() const { return status == "done" || status == "error" || status == "cancelled"; }
  Poco::JSON::Object::Ptr json() const;
};

class JobManager {
 public:
  JobManager(HostContext& host, int workers, std::chrono::milliseconds engine_timeout);
  ~JobManager();

  // Marks the stored jobs a previous process left unfinished as interrupted.
  static void fail_interrupted(Database& db);

  std::string submit(JobRequest request);
  // Queues `task` as a job of `kind` (not "check") owned by `user`; `source`
  // only names what it works on (its content stays empty).
  std::string submit_task(const sdk::User& user, std::string kind, JobSource source, JobTask task);
  // Memory first, then the database; nullopt when unknown.
  std::optional<JobSnapshot> find(const std::string& id);
  // The stored report of a finished job, or a task's result ("" when none).
  std::string report(const std::string& id);
  bool cancel(const std::string& id);
  // Recent check jobs (not tasks), newest first.
  std::vector<JobSnapshot> list(std::int64_t user_id, bool all_users, int limit);

  // Runs the pipeline on a document without a job (the /api/check* endpoints).
  PipelineResult check_now(const PipelineInput& input);

  void stop();

 private:
  struct Job;
  class Observer;

  void work();
  class TaskProgress;

  std::string enqueue(const std::shared_ptr<Job>& job);
  void run(const std::shared_ptr<Job>& job);
  void run_task(const std::shared_ptr<Job>& job);
  void start(Job& job, const std::string& stage, double progress);
  bool finish_if_cancelled(const std::shared_ptr<Job>& job);
  void persist(const Job& job);
  void finish(const std::shared_ptr<Job>& job, const std::string& status, const std::string& error);
  void evict_old();

  HostContext& host_;
  Pipeline pipeline_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<std::shared_ptr<Job>> queue_;
  std::map<std::string, std::shared_ptr<Job>> jobs_;
  std::vector<std::thread> workers_;
  bool stopping_ = false;
};

// Current UTC time as ISO 8601 with milliseconds.
std::string now_iso();

}  // namespace proofreader::host
