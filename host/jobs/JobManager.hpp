// JobManager: proofreading jobs and tasks — queued, run by a worker pool,
// streamed, reported, persisted.
//
// A job is held in memory while it lives and mirrored in the jobs table
// (JobStore). A check runs as CheckWorkflow says (its document, the engines,
// its report in the check history); this class decides when and where. A task (JobTask.hpp) runs on the same
// workers and stores its result in the jobs table. At start every stored job that had not finished becomes
// error with 'Прервано рестартом сервера' (spec §3); a shutdown ends running jobs the same way. Events of a
// job (stage, card, progress, done, error, cancelled, and a task's own) go to JobEvents for the SSE stream.
//
// The queue is bounded (PROOFREADER_MAX_QUEUED_JOBS): past it submit throws
// 503 "queue_full", which the router sends with Retry-After. So is memory:
// a finished job stays in memory (its events replayable without a database
// read) for 30 minutes, and only the newest PROOFREADER_FINISHED_JOBS_IN_MEMORY
// of them; an evicted job's stream is replayed from storage.
//
// With several backends on one PostgreSQL database (JobServices::cluster) the
// queue is the database's (cluster/SharedQueue): any backend's workers take the next
// job it may run, the bound is the cluster's, a job's events are recorded
// for the other backends (EventLog), a cancel reaches the backend holding
// the job, and the restart rule applies per backend (Backends). Memory then
// holds the jobs this backend runs or has pinned, and a plain check queued
// here may run elsewhere; a queued check outlives a restart of the backend
// that queued it (another backend, or this one, runs it later).
//
// Thread-safe. Locking: `mutex_` guards the queue and the map of jobs; each
// job's `mutex` guards its snapshot. The two are never held together except
// mutex_ then a job's mutex, in that order; no database write happens under
// either.
#pragma once

#include <atomic>
#include <condition_variable>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include <proofreader/sdk/jobs.hpp>

#include "jobs/CheckWorkflow.hpp"
#include "jobs/ClusterPort.hpp"
#include "jobs/JobRequest.hpp"
#include "jobs/JobStore.hpp"
#include "jobs/JobTask.hpp"
#include "pipeline/Pipeline.hpp"

namespace proofreader::host {

class Database;
class JobEvents;
class OriginalStore;
class Fetcher;
class Settings;

// What the manager needs of the host, built before it and kept past it.
// `engines` gives the engines of the loaded plugins at each run
// (PluginManager::engines); the manager never sees the plugins themselves.
// An uploaded DOCX, Markdown or text file is kept in `originals` with its
// check's history entry, so its remarks can be written back into it.
struct JobServices {
  Database& db;
  JobEvents& events;
  OriginalStore& originals;
  Fetcher& outgoing;
  const Settings& settings;
  std::function<std::vector<sdk::Engine*>()> engines;
  // The cluster when the database is PostgreSQL (host/cluster), built before
  // the manager and kept past it; null: one backend, the queue in memory.
  ClusterPort* cluster = nullptr;
};

// How much the manager runs and holds at once (the settings named above).
struct JobLimits {
  int workers = 4;
  int engine_threads = 4;  // the engine pool's size (Pipeline)
  std::chrono::milliseconds engine_timeout = std::chrono::minutes(5);
  std::size_t max_queued = 1000;
  std::size_t max_finished_in_memory = 200;
};

// What the manager holds now, for /api/health/full.
struct JobFigures {
  std::size_t queued = 0;
  std::size_t running = 0;
  std::size_t finished_in_memory = 0;
  int engine_threads = 0;  // alive, those standing in for stuck engines included
};

class JobManager {
 public:
  static constexpr const char* kInterrupted = sdk::kInterruptedByRestart;

  // Runs nothing until start_workers(): jobs may be queued before.
  JobManager(JobServices services, const JobLimits& limits);
  ~JobManager();

  // Starts the workers, once the engines are loaded: a worker that took a job
  // before (with a cluster, one another backend queued) ran it with none.
  void start_workers();

  // Marks the stored jobs a previous process left unfinished as interrupted.
  static void fail_interrupted(Database& db);

  std::string submit(JobRequest request);
  // Queues `task` as a job of `kind` (not "check") owned by `user`; `source`
  // only names what it works on (its content stays empty).
  std::string submit_task(const sdk::User& user, std::string kind, JobSource source, JobTask task);
  // Memory first, then the database; nullopt when unknown.
  std::optional<JobSnapshot> find(const std::string& id);
  // A finished check's report (with its history_id) or a task's result; empty
  // when there is none.
  JobStore::Result result(const std::string& id) { return store_.result(id); }
  // false when the job is unknown or already finished. With a cluster, a job
  // another backend holds is asked to cancel there.
  bool cancel(const std::string& id);
  // Cancels `id` if this backend holds it (a cluster's cancel request).
  bool cancel_here(const std::string& id);
  // Wakes a worker to look at the shared queue (a job was queued).
  void wake();
  // True when this backend holds the job: its events here are the job's own.
  bool holds(const std::string& id);
  // Recent check jobs (not tasks), newest first.
  std::vector<JobSnapshot> list(std::int64_t user_id, bool all_users, int limit);

  JobFigures figures();
  const JobLimits& limits() const { return limits_; }

  // What a check is, for the checks run at once without a job (the
  // /api/check* endpoints, the site crawl).
  CheckWorkflow& checks() { return checks_; }

  // Step 2 of the shutdown order (sdk/plugin.hpp): refuses new submissions
  // (503 shutting_down; one under way when it starts is stored as interrupted),
  // drops queued jobs, cancels running ones, joins the workers, and waits up
  // to `engine_grace` for engine threads. Returns false when an engine thread is still running, in which
  // case the plugins must not be unloaded.
  bool stop(std::chrono::milliseconds engine_grace = std::chrono::seconds(10));

 private:
  struct Job;
  class Observer;
  class Progress;

  void work();
  void work_shared();
  // Runs `job`, ending it in error when it throws.
  void run_caught(const std::shared_ptr<Job>& job);
  // The next jobs of the shared queue this backend may run, `most` at most.
  std::vector<std::shared_ptr<Job>> take_shared(std::size_t most);
  // The job of a row taken from the shared queue, in jobs_; null when its
  // request cannot be read (it has ended in error).
  std::shared_ptr<Job> adopt_taken(const ClusterPort::Taken& taken);
  std::string enqueue(const std::shared_ptr<Job>& job);
  void run(const std::shared_ptr<Job>& job);
  void run_check(const std::shared_ptr<Job>& job);
  void run_task(const std::shared_ptr<Job>& job);
  void persist(Job& job);
  void start(Job& job, const std::string& stage, double progress);
  bool finish_if_cancelled(const std::shared_ptr<Job>& job);
  void finish(const std::shared_ptr<Job>& job, JobStatus status, const std::string& error);
  void notify_finished(Job& job, std::int64_t history_id);
  void evict_old();

  JobServices services_;
  JobStore store_;
  Pipeline pipeline_;
  CheckWorkflow checks_;  // what a check is; runs on pipeline_
  const JobLimits limits_;
  std::mutex mutex_;
  std::condition_variable wake_;
  // Submissions between their admission and their place in the queue (the job
  // row is written meanwhile, outside mutex_): they count against the queue
  // bound, and stop() waits for them, since they hold plugin code.
  std::size_t admitting_ = 0;
  std::condition_variable admitted_;
  // Their ids: with a cluster a worker here may take such a job from the
  // shared queue before its «queued» event is published, and waits for it
  // (the stream's stages stay in order).
  std::set<std::string> admitting_ids_;
  // Jobs waiting for a worker; with a cluster, those taken from the shared
  // queue for an idle worker.
  std::deque<std::shared_ptr<Job>> queue_;
  std::size_t idle_ = 0;  // workers waiting for a job (cluster)
  std::map<std::string, std::shared_ptr<Job>> jobs_;
  std::vector<std::thread> workers_;
  bool stopping_ = false;
  std::uint64_t wakes_ = 0;  // counts wake(): a worker that saw none since it last looked waits
};

}  // namespace proofreader::host
