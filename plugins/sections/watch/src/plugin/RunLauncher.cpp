#include "RunLauncher.hpp"

namespace proofreader::watch {

RunLauncher::RunLauncher(sdk::HostServices& host, WatchStore& store, RunTask& task)
    : host_(host), store_(store), task_(task) {}

bool RunLauncher::run_active(std::int64_t run_id) {
  reconcile(run_id);
  const std::string status = store_.run_status(run_id);
  return status == "queued" || status == "running";
}

std::int64_t RunLauncher::start(const Group& group, const std::optional<Page>& single, const sdk::User& user,
                                const std::string& trigger) {
  std::lock_guard lock(mutex_);  // held through submit, so two starts of one group cannot both pass
  if (auto it = group_runs_.find(group.id); it != group_runs_.end() && run_active(it->second))
    throw sdk::ApiError(409, "run_in_progress", "this group already has a run in progress",
                        "у этой группы уже идёт прогон");
  const auto pages = single ? std::vector<Page>{*single} : store_.pages(group.id);
  const std::int64_t run_id = store_.insert_run(
      group.id, single ? std::optional<std::int64_t>(single->id) : std::nullopt, trigger, pages);

  sdk::TaskSubmission submission;
  submission.user = user;
  submission.kind = "watch_run";
  submission.title = single ? (single->title.empty() ? single->url : single->title) : group.name;
  submission.run = [this, run_id, group, user](sdk::TaskContext& ctx) {
    try {
      return task_.execute(run_id, group, user, ctx);
    } catch (const sdk::ApiError& e) {
      store_.end_run(run_id, "error", e.message_ru());
      throw;
    } catch (const std::exception& e) {
      store_.end_run(run_id, "error", e.what());
      throw;
    }
  };
  std::string job_id;
  try {
    job_id = host_.submit_task(std::move(submission));
  } catch (const sdk::ApiError& e) {
    store_.end_run(run_id, "error", e.message_ru());
    throw;
  }
  store_.set_run_job(run_id, job_id);
  group_runs_[group.id] = run_id;
  return run_id;
}

void RunLauncher::run_daily_cycle() {
  for (const auto& group : store_.groups()) {
    if (!group.active || group.schedule != "daily") continue;
    try {
      start(group, std::nullopt, group.owner, "daily");
    } catch (const sdk::ApiError& e) {
      host_.logger().warning("watch: daily run of group %s not started: %s", std::to_string(group.id),
                             std::string(e.what()));
    }
  }
}

void RunLauncher::reconcile(std::int64_t run_id) {
  const std::string status = store_.run_status(run_id);
  if (status != "queued" && status != "running") return;
  const std::string job_id = store_.run_job_id(run_id);
  if (job_id.empty()) return;
  const auto job = host_.job(job_id);
  if (!job || job->status == "queued" || job->status == "running") return;
  // The task sets the run's end itself; only a job that ended without it
  // (cancelled before it started, or cut short) gets here.
  if (store_.run_status(run_id) == status)
    store_.end_run(
        run_id, job->status == "done" ? "error" : job->status,
        job->error.empty() ? (job->status == "cancelled" ? "Отменено" : "Прогон прерван") : job->error);
}

}  // namespace proofreader::watch
