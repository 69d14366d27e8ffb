#include "jobs/JobManager.hpp"

#include <Poco/Logger.h>

#include <proofreader/kit/timestamps.hpp>

#include <algorithm>

#include "common/RandomHex.hpp"
#include "common/ToJson.hpp"
#include "config/Settings.hpp"
#include "jobs/ClusterPort.hpp"
#include "jobs/JobEvents.hpp"
#include "jobs/PortableRequest.hpp"
#include "pipeline/RemarkJson.hpp"
#include "storage/Database.hpp"

namespace proofreader::host {

namespace {

// Finished jobs stay in memory (and their events replayable) this long.
constexpr auto kKeepFinished = std::chrono::minutes(30);

std::string json_of(const std::map<std::string, Poco::Dynamic::Var>& fields) {
  Poco::JSON::Object o;
  for (const auto& [k, v] : fields) o.set(k, v);
  return to_json(o);
}

}  // namespace

struct JobManager::Job {
  std::mutex mutex;
  JobSnapshot snapshot;  // guarded by `mutex`; snapshot.id never changes after enqueue
  // Held while the snapshot is written to the jobs table (never with `mutex`
  // held across the write), so the last write is of the newest snapshot.
  std::mutex writing;
  JobRequest request;
  JobTask task;  // empty for a check
  std::atomic<bool> cancelled{false};
  std::chrono::steady_clock::time_point finished_at;

  JobSnapshot copy() {
    std::lock_guard lock(mutex);
    return snapshot;
  }
};

// Forwards the pipeline's findings to the job's stream.
class JobManager::Observer : public PipelineObserver {
 public:
  Observer(JobManager& manager, std::shared_ptr<Job> job) : manager_(manager), job_(std::move(job)) {}

  void on_stage(const std::string& stage, const std::string& engine) override {
    {
      std::lock_guard lock(job_->mutex);
      job_->snapshot.stage = stage;
    }
    manager_.services_.events.publish(job_->snapshot.id, "stage",
                                      json_of({{"stage", stage}, {"engine", engine}}));
  }

  void on_card(const std::string& engine, const std::vector<sdk::Remark>& remarks) override {
    Poco::JSON::Object card;
    card.set("engine", engine);
    card.set("block", remarks.front().block);
    card.set("remarks", remarks_json(remarks));
    manager_.services_.events.publish(job_->snapshot.id, "card", to_json(card));
  }

  // Progress runs from 0.1 (extracted) to 0.95 (report) in equal steps per engine.
  void on_engine_done(const EngineRun&, int done, int total) override {
    const double progress = 0.1 + 0.85 * done / std::max(1, total);
    {
      std::lock_guard lock(job_->mutex);
      job_->snapshot.progress = progress;
    }
    manager_.services_.events.publish(
        job_->snapshot.id, "progress",
        json_of({{"progress", progress}, {"engines_done", done}, {"engines_total", total}}));
  }

  bool cancelled() const override { return job_->cancelled; }

 private:
  JobManager& manager_;
  std::shared_ptr<Job> job_;
};

// A task's or a check's view of its job: stages are stored and streamed.
class JobManager::Progress : public JobProgress {
 public:
  Progress(JobManager& manager, std::shared_ptr<Job> job) : manager_(manager), job_(std::move(job)) {}

  void stage(const std::string& stage, double progress) override {
    manager_.start(*job_, stage, progress);
    manager_.services_.events.publish(job_->snapshot.id, "stage",
                                      json_of({{"stage", stage}, {"progress", progress}}));
  }
  void event(const std::string& name, const std::string& data_json) override {
    manager_.services_.events.publish(job_->snapshot.id, name, data_json);
  }
  bool cancelled() const override { return job_->cancelled; }

 private:
  JobManager& manager_;
  std::shared_ptr<Job> job_;
};

JobManager::JobManager(JobServices services, const JobLimits& limits)
    : services_(std::move(services)),
      store_(services_.db),
      pipeline_(limits.engine_timeout, limits.engine_threads),
      checks_({HistoryStore(services_.db), RemarkExceptions(services_.db), TeamDictionary(services_.db),
               services_.originals},
              services_.outgoing, services_.engines, services_.settings.get("PIPELINE_VERSION", "v2"),
              pipeline_),
      limits_(limits) {}

void JobManager::start_workers() {
  std::lock_guard lock(mutex_);
  if (stopping_ || !workers_.empty()) return;
  for (int i = 0; i < std::max(1, limits_.workers); ++i)
    workers_.emplace_back([this] { services_.cluster ? work_shared() : work(); });
}

JobManager::~JobManager() {
  stop();
}

void JobManager::fail_interrupted(Database& db) {
  JobStore(db).fail_unfinished(kInterrupted);
}

std::string JobManager::submit(JobRequest request) {
  auto job = std::make_shared<Job>();
  job->request = std::move(request);
  job->snapshot.origin_json = job->request.origin_json;
  return enqueue(job);
}

std::string JobManager::submit_task(const sdk::User& user, std::string kind, JobSource source, JobTask task) {
  auto job = std::make_shared<Job>();
  job->snapshot.kind = std::move(kind);
  job->request.user = user;
  job->request.source = std::move(source);
  job->task = std::move(task);
  return enqueue(job);
}

namespace {

// The request any backend may run, its guide kept once apart (QueuedGuides).
std::string portable_request(ClusterPort& cluster, const JobRequest& request) {
  return portable_json(request, request.guide ? cluster.keep_guide(*request.guide) : std::string());
}

sdk::ApiError shutting_down() {
  return sdk::ApiError(503, "shutting_down", "the service is stopping", "Сервис останавливается");
}

}  // namespace

// Admission and queueing are two steps around the job row's write (kept out
// of mutex_): admitting_ holds the job's place against the bound between them,
// and a stop() that begins in between finds the job not queued, so the job
// ends here as interrupted, its plugin code dropped before stop() may return.
// With a cluster, the database's queue bounds and orders the jobs; a job
// pinned here waits in jobs_ for this backend's workers.
std::string JobManager::enqueue(const std::shared_ptr<Job>& job) {
  auto& s = job->snapshot;  // not shared yet: no lock needed
  s.id = random_hex(16);
  s.user_id = job->request.user.id;
  s.created_at = kit::now_iso_utc_micro();
  s.source_kind = job->request.source.kind;
  s.source_name = job->request.source.name;
  s.source_url = job->request.source.url;
  auto* cluster = services_.cluster;
  {
    std::lock_guard lock(mutex_);
    if (stopping_) throw shutting_down();
    if (!cluster && queue_.size() + admitting_ >= std::max<std::size_t>(1, limits_.max_queued))
      throw sdk::ApiError(503, "queue_full", "too many jobs are waiting; try again shortly",
                          "Слишком много задач в очереди; повторите чуть позже");
    ++admitting_;
    admitting_ids_.insert(s.id);
  }
  const auto admitted = [this, &s] {
    {
      std::lock_guard lock(mutex_);
      --admitting_;
      admitting_ids_.erase(s.id);
    }
    admitted_.notify_all();
  };
  const std::string guide = job->request.guide ? job->request.guide->id : "";
  const bool pinned = cluster && (job->task || !is_portable(job->request));
  try {
    if (pinned) {
      std::lock_guard lock(mutex_);
      jobs_[s.id] = job;
    }
    if (cluster)
      cluster->enqueue(s, guide, pinned ? "" : portable_request(*cluster, job->request), limits_.max_queued);
    else
      store_.insert(s, guide);
  } catch (...) {
    if (pinned) {
      std::lock_guard lock(mutex_);
      jobs_.erase(s.id);
    }
    admitted();
    throw;
  }
  services_.events.publish(s.id, "stage", json_of({{"stage", std::string("queued")}, {"progress", 0.0}}));
  if (cluster) {  // the queue's announcement wakes a worker here too (ClusterKeeper)
    admitted();
    return s.id;
  }
  bool queued = false;
  {
    std::lock_guard lock(mutex_);
    if (!stopping_) {
      evict_old();
      jobs_[s.id] = job;
      queue_.push_back(job);
      queued = true;
    }
  }
  if (queued) {
    wake_.notify_one();
    admitted();
    return s.id;
  }
  job->task = nullptr;
  job->request.on_finished = nullptr;
  finish(job, JobStatus::error, kInterrupted);
  admitted();
  throw shutting_down();
}

// One worker: it takes a job for each idle worker besides itself (work_shared).
void JobManager::wake() {
  {
    std::lock_guard lock(mutex_);
    ++wakes_;
  }
  wake_.notify_one();
}

bool JobManager::holds(const std::string& id) {
  std::lock_guard lock(mutex_);
  return jobs_.count(id) > 0;
}

std::vector<std::shared_ptr<JobManager::Job>> JobManager::take_shared(std::size_t most) {
  std::vector<std::shared_ptr<Job>> jobs;
  for (const auto& taken : services_.cluster->take(most))
    if (auto job = adopt_taken(taken)) jobs.push_back(std::move(job));
  return jobs;
}

std::shared_ptr<JobManager::Job> JobManager::adopt_taken(const ClusterPort::Taken& taken) {
  std::shared_ptr<Job> job;
  {
    std::unique_lock lock(mutex_);
    // Taken while its submission here has yet to publish «queued».
    admitted_.wait(lock, [&] { return admitting_ids_.count(taken.id) == 0; });
    if (auto it = jobs_.find(taken.id); it != jobs_.end()) job = it->second;
  }
  std::string unreadable;
  if (!job) {
    job = std::make_shared<Job>();
    job->snapshot = taken.snapshot;
    // A pinned job is in jobs_ from before its row, so this one carries its
    // request (request_json is empty only for a pinned job).
    try {
      job->request = request_from_portable(
          taken.request_json, [this](const std::string& key) { return services_.cluster->kept_guide(key); });
    } catch (const std::exception& e) {
      unreadable = e.what();
    }
    std::lock_guard lock(mutex_);
    evict_old();
    jobs_[taken.id] = job;
  }
  {
    std::lock_guard lock(mutex_);
    if (stopping_) job->cancelled = true;
  }
  // The events it has had when queued on another backend come first (one
  // queued here has them here already).
  if (!services_.events.known(taken.id))
    services_.events.adopt(taken.id, services_.cluster->events_since(taken.id, 0));
  if (unreadable.empty()) return job;
  finish(job, JobStatus::error, "Внутренняя ошибка: " + unreadable);
  return nullptr;
}

// Drops finished jobs from memory: those older than kKeepFinished, then the
// oldest beyond limits_.max_finished_in_memory. Called with mutex_ held.
void JobManager::evict_old() {
  const auto now = std::chrono::steady_clock::now();
  std::vector<std::pair<std::chrono::steady_clock::time_point, std::string>> finished;
  for (const auto& [id, job] : jobs_) {
    std::lock_guard lock(job->mutex);
    if (job->snapshot.finished()) finished.emplace_back(job->finished_at, id);
  }
  std::sort(finished.begin(), finished.end());  // oldest first
  const std::size_t keep = limits_.max_finished_in_memory;
  for (std::size_t i = 0; i < finished.size(); ++i) {
    const auto& [finished_at, id] = finished[i];
    if (now - finished_at <= kKeepFinished && finished.size() - i <= keep) break;
    services_.events.forget(id);
    jobs_.erase(id);
  }
}

JobFigures JobManager::figures() {
  std::lock_guard lock(mutex_);
  JobFigures out;
  out.queued = queue_.size();
  for (const auto& [id, job] : jobs_) {
    std::lock_guard job_lock(job->mutex);
    if (job->snapshot.finished())
      ++out.finished_in_memory;
    else if (job->snapshot.status == JobStatus::running)
      ++out.running;
  }
  out.engine_threads = pipeline_.engine_threads();
  return out;
}

std::optional<JobSnapshot> JobManager::find(const std::string& id) {
  std::shared_ptr<Job> job;
  {
    std::lock_guard lock(mutex_);
    if (auto it = jobs_.find(id); it != jobs_.end()) job = it->second;
  }
  if (job) return job->copy();
  return store_.find(id);
}

std::vector<JobSnapshot> JobManager::list(std::int64_t user_id, bool all_users, int limit) {
  std::vector<JobSnapshot> out;
  for (const auto& id : store_.recent_checks(user_id, all_users, limit))
    if (auto s = find(id)) out.push_back(*s);
  return out;
}

bool JobManager::cancel(const std::string& id) {
  if (cancel_here(id)) return true;
  auto* cluster = services_.cluster;
  if (!cluster || holds(id)) return false;
  // Queued, and no backend has taken it: cancelled in its row; else the
  // backend holding it is asked.
  if (cluster->cancel_untaken(id, kit::now_iso_utc_micro())) {
    cluster->append_event(id, "cancelled", json_of({{"status", std::string("cancelled")}}));
    return true;
  }
  return cluster->ask_cancel(id);
}

bool JobManager::cancel_here(const std::string& id) {
  std::shared_ptr<Job> job;
  bool queued = false;
  {
    std::lock_guard lock(mutex_);
    auto it = jobs_.find(id);
    if (it == jobs_.end()) return false;
    job = it->second;
    {
      std::lock_guard job_lock(job->mutex);
      if (job->snapshot.finished()) return false;
    }
    job->cancelled = true;
    if (auto in_queue = std::find(queue_.begin(), queue_.end(), job); in_queue != queue_.end()) {
      queue_.erase(in_queue);
      queued = true;
    }
  }
  // With a cluster a job pinned here waits in the database, not in queue_
  // (where only jobs taken for an idle worker wait): cancelled there unless
  // a worker took it meanwhile.
  if (services_.cluster && !queued) queued = services_.cluster->cancel_untaken(id, kit::now_iso_utc_micro());
  // A queued job never starts; a running one stops at its next check.
  if (queued)
    finish(job, JobStatus::cancelled, "");
  else
    pipeline_.wake_cancelled();
  return true;
}

void JobManager::finish(const std::shared_ptr<Job>& job, JobStatus status, const std::string& error) {
  {
    std::lock_guard lock(job->mutex);
    auto& s = job->snapshot;
    if (s.finished()) return;  // a cancel and the worker's own end race: the first wins
    s.status = status;
    s.stage = "done";
    s.error = error;
    if (status == JobStatus::done) s.progress = 1.0;
    s.finished_at = kit::now_iso_utc_micro();
    job->finished_at = std::chrono::steady_clock::now();
  }
  persist(*job);
  const auto& id = job->snapshot.id;
  if (status == JobStatus::error)
    services_.events.publish(id, "error", json_of({{"message", error}, {"status", std::string("error")}}));
  else if (status == JobStatus::cancelled)
    services_.events.publish(id, "cancelled", json_of({{"status", std::string("cancelled")}}));
  else
    services_.events.publish(id, "done", json_of({{"status", std::string("done")}, {"job_id", id}}));
  if (status != JobStatus::done) notify_finished(*job, 0);
}

// Hands a section the outcome of its check, then drops the callback (plugin code).
void JobManager::notify_finished(Job& job, std::int64_t history_id) {
  auto callback = std::move(job.request.on_finished);
  job.request.on_finished = nullptr;
  if (!callback) return;
  sdk::CheckOutcome outcome;
  outcome.job = job.copy().info();
  outcome.history_id = history_id;
  if (history_id) outcome.report_json = store_.result(outcome.job.id).json;
  try {
    callback(outcome);
  } catch (const std::exception& e) {
    Poco::Logger::get("jobs").error("job %s: the submitter's on_finished failed: %s", outcome.job.id,
                                    std::string(e.what()));
  }
}

void JobManager::work() {
  for (;;) {
    std::shared_ptr<Job> job;
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
      if (stopping_) return;
      job = queue_.front();
      queue_.pop_front();
    }
    run_caught(job);
  }
}

// With a cluster, workers take jobs from the database: at once while there
// are any, then on a wake() (a job queued on any backend) or after kPoll. A
// worker takes one job for itself and one for each idle worker in the same
// round trip, and hands those on through queue_ (where a cancel finds them).
void JobManager::work_shared() {
  constexpr auto kPoll = std::chrono::seconds(1);
  for (;;) {
    std::uint64_t seen;
    std::shared_ptr<Job> job;
    std::size_t most = 1;
    {
      std::lock_guard lock(mutex_);
      if (stopping_) return;
      seen = wakes_;
      if (!queue_.empty()) {
        job = queue_.front();
        queue_.pop_front();
      }
      most += idle_;
    }
    if (!job) try {
        auto taken = take_shared(most);
        if (!taken.empty()) {
          job = taken.front();
          std::lock_guard lock(mutex_);
          queue_.insert(queue_.end(), taken.begin() + 1, taken.end());
        }
        if (taken.size() > 1) wake_.notify_all();
      } catch (const std::exception& e) {
        Poco::Logger::get("jobs").warning(std::string("cannot take a job from the database: ") + e.what());
      }
    if (job) {
      run_caught(job);
      continue;
    }
    std::unique_lock lock(mutex_);
    ++idle_;
    wake_.wait_for(lock, kPoll, [&] { return stopping_ || wakes_ != seen || !queue_.empty(); });
    --idle_;
  }
}

void JobManager::run_caught(const std::shared_ptr<Job>& job) {
  try {
    run(job);
  } catch (const sdk::ApiError& e) {
    finish(job, JobStatus::error, e.message_ru());
  } catch (const std::exception& e) {
    const auto* poco = dynamic_cast<const Poco::Exception*>(&e);
    Poco::Logger::get("jobs").error("job %s failed: %s", job->snapshot.id,
                                    poco ? poco->displayText() : std::string(e.what()));
    finish(job, JobStatus::error, std::string("Внутренняя ошибка: ") + e.what());
  }
}

// Writes the job's newest snapshot. The write is kept out of the job's lock,
// which evict_old() and figures() take under mutex_: a slow disk must not
// stall every submission.
void JobManager::persist(Job& job) {
  std::lock_guard writing(job.writing);
  store_.update(job.copy());
}

void JobManager::start(Job& job, const std::string& stage, double progress) {
  {
    std::lock_guard lock(job.mutex);
    if (job.snapshot.finished()) return;
    job.snapshot.status = JobStatus::running;
    job.snapshot.stage = stage;
    job.snapshot.progress = progress;
    if (job.snapshot.started_at.empty()) job.snapshot.started_at = kit::now_iso_utc_micro();
  }
  persist(job);
}

bool JobManager::finish_if_cancelled(const std::shared_ptr<Job>& job) {
  if (!job->cancelled) return false;
  // Cancelled by the user, or interrupted by a shutdown (spec §3).
  bool interrupted;
  {
    std::lock_guard lock(mutex_);
    interrupted = stopping_;
  }
  finish(job, interrupted ? JobStatus::error : JobStatus::cancelled, interrupted ? kInterrupted : "");
  return true;
}

void JobManager::run(const std::shared_ptr<Job>& job) {
  if (finish_if_cancelled(job)) return;  // cancelled between leaving the queue and starting
  if (job->task)
    run_task(job);
  else
    run_check(job);
}

void JobManager::run_task(const std::shared_ptr<Job>& job) {
  std::string result;
  {
    // The task's closure may hold a whole upload, and is plugin code for a
    // section's task: it goes when the task ends.
    const JobTask task = std::move(job->task);
    job->task = nullptr;
    Progress progress(*this, job);
    result = task(progress);
  }
  if (finish_if_cancelled(job)) return;
  store_.save_result(job->snapshot.id, result);
  finish(job, JobStatus::done, "");
}

void JobManager::run_check(const std::shared_ptr<Job>& job) {
  Progress progress(*this, job);
  const auto history_id =
      checks_.run(job->request, job->copy(), progress, std::make_shared<Observer>(*this, job));
  if (finish_if_cancelled(job) || !history_id) return;
  finish(job, JobStatus::done, "");
  notify_finished(*job, *history_id);
}

bool JobManager::stop(std::chrono::milliseconds engine_grace) {
  {
    std::unique_lock lock(mutex_);
    if (stopping_ && workers_.empty()) return pipeline_.wait_idle(std::chrono::milliseconds(0));
    stopping_ = true;
    for (auto& [id, job] : jobs_) job->cancelled = true;
    queue_.clear();
    // A submission between its two steps ends itself as interrupted (enqueue).
    admitted_.wait(lock, [this] { return admitting_ == 0; });
  }
  pipeline_.wake_cancelled();
  wake_.notify_all();
  for (auto& w : workers_)
    if (w.joinable()) w.join();
  workers_.clear();
  // Jobs that never started (queued here, or pinned here in the shared
  // queue) end like running ones (spec §3); their callbacks and tasks are
  // plugin code and go now, before the plugins do.
  std::vector<std::shared_ptr<Job>> unstarted;
  {
    std::lock_guard lock(mutex_);
    for (auto& [id, job] : jobs_)
      if (!job->copy().finished()) unstarted.push_back(job);
  }
  for (auto& job : unstarted) {
    job->task = nullptr;
    finish(job, JobStatus::error, kInterrupted);
  }
  {
    std::lock_guard lock(mutex_);
    for (auto& [id, job] : jobs_) {
      job->task = nullptr;
      job->request.on_finished = nullptr;
    }
  }
  // An engine that overran its timeout may still be running on its own thread.
  if (pipeline_.wait_idle(engine_grace)) return true;
  Poco::Logger::get("jobs").warning("engine threads still running at shutdown: plugins stay loaded");
  return false;
}

}  // namespace proofreader::host
