// One watch run as the job's work (TaskSubmission::run): the run's pages
// fetched WATCH_RUN_PARALLEL at a time (each under the per-host limit),
// compared with their last hash, a snapshot stored and its changes sent to
// proofreading when the text changed. Each page's row is saved as it ends and
// announced on the job's stream as a "page" event. Runs on a host worker
// thread; the threads it starts are joined before it returns.
#pragma once

#include <proofreader/sdk/sdk.hpp>

#include "PageChecker.hpp"
#include "PageFetcher.hpp"
#include "WatchSettings.hpp"
#include "WatchStore.hpp"

namespace proofreader::watch {

class RunTask {
 public:
  RunTask(WatchStore& store, PageFetcher& fetcher, PageChecker& checker, const WatchSettings& settings);

  // Returns the job's result: the run as GET /api/watch/runs/{id} shows it.
  std::string execute(std::int64_t run_id, const Group& group, const sdk::User& user, sdk::TaskContext& ctx);

 private:
  RunRow process(std::int64_t run_id, std::int64_t page_id, const Group& group, const sdk::User& user);

  WatchStore& store_;
  PageFetcher& fetcher_;
  PageChecker& checker_;
  const WatchSettings& settings_;
};

}  // namespace proofreader::watch
