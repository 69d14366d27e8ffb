// Starts watch runs as host jobs (HostServices::submit_task) for the manual
// routes and the daily cycle, and keeps two runs of one group from
// overlapping: a group is busy while its last run's record says queued or
// running — what the screen shows, so a run shown as ended can be started
// again at once, though its job is still returning. Also squares a run's
// record with its job when the job ended without the run's code running
// (cancelled while queued). Thread-safe.
#pragma once

#include <proofreader/sdk/sdk.hpp>

#include <map>
#include <mutex>
#include <optional>

#include "RunTask.hpp"
#include "WatchStore.hpp"

namespace proofreader::watch {

class RunLauncher {
 public:
  RunLauncher(sdk::HostServices& host, WatchStore& store, RunTask& task);

  // Starts a run of the group's pages, or of `single` only; returns the run
  // id. Throws ApiError 409 "run_in_progress" when the group has a run that
  // has not ended, 503 from submit_task.
  std::int64_t start(const Group& group, const std::optional<Page>& single, const sdk::User& user,
                     const std::string& trigger);

  // The daily cycle: a run of every active daily group not already running.
  void run_daily_cycle();

  // When the run still says queued/running but its job has ended, ends it the
  // way the job did.
  void reconcile(std::int64_t run_id);

 private:
  // Whether the run has not ended, once reconciled with its job.
  bool run_active(std::int64_t run_id);

  sdk::HostServices& host_;
  WatchStore& store_;
  RunTask& task_;
  std::mutex mutex_;
  std::map<std::int64_t, std::int64_t> group_runs_;  // group id → its last run
};

}  // namespace proofreader::watch
