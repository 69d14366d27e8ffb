// SharedQueue: the job queue of every backend on one PostgreSQL database.
//
// A job is a row of the jobs table. Queued, it waits there: any backend's
// worker takes the oldest it may run with SELECT … FOR UPDATE SKIP LOCKED,
// so two workers never take one job and none waits on another's lock. A
// plain check carries its whole request in the row (PortableRequest), so any
// backend may run it; a job holding this process's code or memory (a task, a
// section's check with its callback or prepared document) is pinned to the
// backend that queued it. The queue's bound is the cluster's: admission
// counts the queued rows under an advisory lock, so concurrent submissions
// on several backends never pass it together.
//
// A cancel reaches the job wherever it is: one no backend has taken is
// cancelled in its row; one a backend holds is flagged there and announced
// on kCancelChannel, and that backend cancels it (JobManager).
//
// Thread-safe: every call takes its own database session.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "jobs/ClusterPort.hpp"
#include "jobs/JobStore.hpp"

namespace proofreader::host {

class Database;

class SharedQueue {
 public:
  static constexpr const char* kQueuedChannel = "proofreader_jobs_queued";
  static constexpr const char* kCancelChannel = "proofreader_job_cancel";

  // `instance`: this backend's instance id (Backends).
  SharedQueue(Database& db, std::string instance) : db_(db), instance_(std::move(instance)) {}

  // Stores `job` as queued, with `request_json` (a PortableRequest) when any
  // backend may run it, or pinned to this backend when it is empty; then
  // announces it. Throws ApiError 503 "queue_full" when `max_queued` jobs of
  // the cluster are already waiting.
  void insert(const JobSnapshot& job, const std::string& styleguide_id, const std::string& request_json,
              std::size_t max_queued);

  using Taken = ClusterPort::Taken;
  // Takes the oldest queued jobs this backend may run, `most` at most
  // (marking them running here), oldest first.
  std::vector<Taken> take(std::size_t most);

  // Cancels `id` if it is queued, no backend has taken it and it is not
  // pinned to another backend: true when it was.
  bool cancel_untaken(const std::string& id, const std::string& finished_at);
  // Flags `id` for the backend holding it and announces it: true when the
  // job is unfinished.
  bool ask_cancel(const std::string& id);
  // Unfinished jobs held here whose cancel was asked.
  std::vector<std::string> cancels_asked();

  // Queued and running jobs of the whole cluster.
  std::pair<std::size_t, std::size_t> depth();

  const std::string& instance() const { return instance_; }

 private:
  Database& db_;
  const std::string instance_;
};

}  // namespace proofreader::host
