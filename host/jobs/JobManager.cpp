#include "jobs/JobManager.hpp"

#include <Poco/Data/RecordSet.h>
#include <Poco/Data/Statement.h>
#include <Poco/DateTime.h>
#include <Poco/DateTimeFormatter.h>
#include <Poco/Logger.h>
#include <Poco/URI.h>

#include "app/JobEvents.hpp"
#include "app/OutgoingHttp.hpp"
#include "auth/PasswordHasher.hpp"
#include "config/Settings.hpp"
#include "extract/extractor.hpp"
#include "history/HistoryStore.hpp"
#include "http/ErrorBody.hpp"
#include "jobs/RemarkJson.hpp"
#include "jobs/Report.hpp"
#include "plugins/PluginManager.hpp"
#include "storage/Database.hpp"

using namespace Poco::Data::Keywords;

namespace proofreader::host {

namespace {

constexpr const char* kInterrupted = "Прервано рестартом сервера";
// Finished jobs stay in memory (and their events replayable) this long.
constexpr auto kKeepFinished = std::chrono::minutes(30);

std::string json_of(const std::map<std::string, Poco::Dynamic::Var>& fields) {
  Poco::JSON::Object o;
  for (const auto& [k, v] : fields) o.set(k, v);
  return to_json(o);
}

}  // namespace

std::string now_iso() {
  return Poco::DateTimeFormatter::format(Poco::DateTime(), "%Y-%m-%dT%H:%M:%s%z");
}

Poco::JSON::Object::Ptr JobSnapshot::json() const {
  Poco::JSON::Object::Ptr o = new Poco::JSON::Object;
  o->set("job_id", id);
  o->set("kind", kind);
  o->set("status", status);
  o->set("stage", stage);
  o->set("progress", progress);
  o->set("error", error.empty() ? Poco::Dynamic::Var() : Poco::Dynamic::Var(error));
  o->set("created_at", created_at);
  o->set("started_at", started_at.empty() ? Poco::Dynamic::Var() : Poco::Dynamic::Var(started_at));
  o->set("finished_at", finished_at.empty() ? Poco::Dynamic::Var() : Poco::Dynamic::Var(finished_at));
  Poco::JSON::Object::Ptr source = new Poco::JSON::Object;
  source->set("kind", source_kind);
  source->set("name", source_name);
  source->set("url", source_url);
  o->set("source", source);
  return o;
}

struct JobManager::Job {
  std::mutex mutex;
  JobSnapshot snapshot;
  JobRequest request;
  JobTask task;  // empty for a check
  std::atomic<bool> cancelled{false};
  std::chrono::steady_clock::time_point finished_at;
  int engines_total = 0;
  int engines_done = 0;
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
    manager_.host_.events->publish(job_->snapshot.id, "stage",
                                   json_of({{"stage", stage}, {"engine", engine}}));
  }

  void on_card(const std::string& engine, const std::vector<sdk::Remark>& remarks) override {
    Poco::JSON::Object card;
    card.set("engine", engine);
    card.set("block", remarks.front().block);
    card.set("remarks", remarks_json(remarks));
    manager_.host_.events->publish(job_->snapshot.id, "card", to_json(card));
  }

  // Progress runs from 0.1 (extracted) to 0.95 (report) in equal steps per engine.
  void on_engine_done(const EngineRun&, int done, int total) override {
    const double progress = 0.1 + 0.85 * done / std::max(1, total);
    {
      std::lock_guard lock(job_->mutex);
      job_->snapshot.progress = progress;
    }
    manager_.host_.events->publish(
        job_->snapshot.id, "progress",
        json_of({{"progress", progress}, {"engines_done", done}, {"engines_total", total}}));
  }

  bool cancelled() const override { return job_->cancelled; }

 private:
  JobManager& manager_;
  std::shared_ptr<Job> job_;
};

JobManager::JobManager(HostContext& host, int workers, std::chrono::milliseconds engine_timeout)
    : host_(host), pipeline_(engine_timeout) {
  for (int i = 0; i < std::max(1, workers); ++i) workers_.emplace_back([this] { work(); });
}

JobManager::~JobManager() {
  stop();
}

void JobManager::fail_interrupted(Database& db) {
  auto session = db.session();
  std::string message = kInterrupted, at = now_iso();
  session << "UPDATE jobs SET status = 'error', stage = 'done', error = ?, finished_at = ? "
             "WHERE status IN ('queued', 'running')",
      use(message), use(at), now;
}

std::string JobManager::submit(JobRequest request) {
  auto job = std::make_shared<Job>();
  job->request = std::move(request);
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

std::string JobManager::enqueue(const std::shared_ptr<Job>& job) {
  auto& s = job->snapshot;
  s.id = random_hex(16);
  s.user_id = job->request.user.id;
  s.status = "queued";
  s.stage = "queued";
  s.created_at = now_iso();
  s.source_kind = job->request.source.kind;
  s.source_name = job->request.source.name;
  s.source_url = job->request.source.url;
  {
    auto session = host_.db->session();
    Poco::Int64 user = s.user_id;
    std::string guide = job->request.guide ? job->request.guide->id : "";
    session << "INSERT INTO jobs (id, kind, user_id, status, stage, progress, source_kind, source_name, "
               "source_url, styleguide_id, created_at) VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?)",
        use(s.id), use(s.kind), use(user), use(s.status), use(s.stage), use(s.source_kind),
        use(s.source_name), use(s.source_url), use(guide), use(s.created_at), now;
  }
  host_.events->publish(s.id, "stage", json_of({{"stage", std::string("queued")}, {"progress", 0.0}}));
  {
    std::lock_guard lock(mutex_);
    evict_old();
    if (stopping_)
      throw sdk::ApiError(503, "shutting_down", "the service is stopping", "Сервис останавливается");
    jobs_[s.id] = job;
    queue_.push_back(job);
  }
  wake_.notify_one();
  return s.id;
}

void JobManager::evict_old() {
  const auto now = std::chrono::steady_clock::now();
  for (auto it = jobs_.begin(); it != jobs_.end();) {
    bool old;
    {
      std::lock_guard lock(it->second->mutex);
      old = it->second->snapshot.finished() && now - it->second->finished_at > kKeepFinished;
    }
    if (old) {
      host_.events->forget(it->first);
      it = jobs_.erase(it);
    } else {
      ++it;
    }
  }
}

std::optional<JobSnapshot> JobManager::find(const std::string& id) {
  {
    std::lock_guard lock(mutex_);
    if (auto it = jobs_.find(id); it != jobs_.end()) {
      std::lock_guard job_lock(it->second->mutex);
      return it->second->snapshot;
    }
  }
  auto session = host_.db->session();
  Poco::Data::Statement select(session);
  std::string key = id;
  select << "SELECT id, user_id, status, stage, progress, COALESCE(error, ''), created_at, "
            "COALESCE(started_at, ''), "
            "COALESCE(finished_at, ''), source_kind, source_name, source_url, kind FROM jobs WHERE id = ?",
      use(key);
  select.execute();
  Poco::Data::RecordSet rows(select);
  if (rows.rowCount() == 0) return std::nullopt;
  JobSnapshot s;
  s.id = rows.value(0, 0).convert<std::string>();
  s.user_id = rows.value(1, 0).convert<Poco::Int64>();
  s.status = rows.value(2, 0).convert<std::string>();
  s.stage = rows.value(3, 0).convert<std::string>();
  s.progress = rows.value(4, 0).convert<double>();
  s.error = rows.value(5, 0).convert<std::string>();
  s.created_at = rows.value(6, 0).convert<std::string>();
  s.started_at = rows.value(7, 0).convert<std::string>();
  s.finished_at = rows.value(8, 0).convert<std::string>();
  s.source_kind = rows.value(9, 0).convert<std::string>();
  s.source_name = rows.value(10, 0).convert<std::string>();
  s.source_url = rows.value(11, 0).convert<std::string>();
  s.kind = rows.value(12, 0).convert<std::string>();
  return s;
}

std::string JobManager::report(const std::string& id) {
  auto session = host_.db->session();
  std::string key = id;
  Poco::Nullable<std::string> report;
  session << "SELECT report_json FROM jobs WHERE id = ?", use(key), into(report), now;
  return report.isNull() ? "" : report.value();
}

std::vector<JobSnapshot> JobManager::list(std::int64_t user_id, bool all_users, int limit) {
  auto session = host_.db->session();
  Poco::Data::Statement select(session);
  std::vector<std::string> ids;
  Poco::Int64 user = user_id;
  if (all_users)
    select << "SELECT id FROM jobs WHERE kind = 'check' ORDER BY created_at DESC LIMIT ?", into(ids),
        use(limit);
  else
    select << "SELECT id FROM jobs WHERE kind = 'check' AND user_id = ? ORDER BY created_at DESC LIMIT ?",
        into(ids), use(user), use(limit);
  select.execute();
  std::vector<JobSnapshot> out;
  for (const auto& id : ids)
    if (auto s = find(id)) out.push_back(*s);
  return out;
}

bool JobManager::cancel(const std::string& id) {
  std::shared_ptr<Job> job;
  {
    std::lock_guard lock(mutex_);
    auto it = jobs_.find(id);
    if (it == jobs_.end()) return false;
    job = it->second;
    if (job->snapshot.finished()) return false;
    job->cancelled = true;
    // A queued job never starts; a running one stops at its next check.
    auto queued = std::find(queue_.begin(), queue_.end(), job);
    if (queued == queue_.end()) return true;
    queue_.erase(queued);
  }
  finish(job, "cancelled", "");
  return true;
}

void JobManager::persist(const Job& job) {
  const auto& s = job.snapshot;
  auto session = host_.db->session();
  std::string status = s.status, stage = s.stage, error = s.error, started = s.started_at,
              finished = s.finished_at, id = s.id;
  double progress = s.progress;
  session << "UPDATE jobs SET status = ?, stage = ?, progress = ?, error = NULLIF(?, ''), "
             "started_at = NULLIF(?, ''), finished_at = NULLIF(?, '') WHERE id = ?",
      use(status), use(stage), use(progress), use(error), use(started), use(finished), use(id), now;
}

void JobManager::finish(const std::shared_ptr<Job>& job, const std::string& status,
                        const std::string& error) {
  {
    std::lock_guard lock(job->mutex);
    auto& s = job->snapshot;
    s.status = status;
    s.stage = "done";
    s.error = error;
    if (status == "done") s.progress = 1.0;
    s.finished_at = now_iso();
    job->finished_at = std::chrono::steady_clock::now();
    persist(*job);
  }
  const auto& id = job->snapshot.id;
  if (status == "error")
    host_.events->publish(id, "error", json_of({{"message", error}, {"status", status}}));
  else if (status == "cancelled")
    host_.events->publish(id, "cancelled", json_of({{"status", status}}));
  else
    host_.events->publish(id, "done", json_of({{"status", status}, {"job_id", id}}));
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
    try {
      run(job);
    } catch (const sdk::ApiError& e) {
      finish(job, "error", e.message_ru());
    } catch (const std::exception& e) {
      Poco::Logger::get("jobs").error("job %s failed: %s", job->snapshot.id, std::string(e.what()));
      finish(job, "error", std::string("Внутренняя ошибка: ") + e.what());
    }
  }
}

namespace {

sdk::Document load_document(HostContext& host, const JobSource& source) {
  if (source.kind == "text") {
    sdk::Document doc = extract(source.content, Format::txt);
    doc.source.kind = "text";
    doc.source.format = "text";
    return doc;
  }
  if (source.kind == "url") {
    sdk::HttpRequest request;
    request.target = sdk::HttpRequest::Target::user_url;
    request.url = source.url;
    request.headers = {{"Accept", "text/html, text/markdown;q=0.9, text/plain;q=0.8, */*;q=0.5"}};
    const auto response = host.outgoing->perform(request);
    if (response.status < 200 || response.status >= 300)
      throw sdk::ApiError(502, "fetch_failed", "the page answered HTTP " + std::to_string(response.status),
                          "Страница ответила HTTP " + std::to_string(response.status));
    std::string hint = Poco::URI(response.final_url.empty() ? source.url : response.final_url).getPath();
    if (response.content_type.find("html") != std::string::npos) hint = "page.html";
    sdk::Document doc = extract_detected(response.body, hint);
    doc.source.kind = "url";
    doc.source.url = source.url;
    return doc;
  }
  sdk::Document doc = extract_detected(source.content, source.name);
  doc.source.kind = "file";
  doc.source.name = source.name;
  return doc;
}

}  // namespace

void JobManager::start(Job& job, const std::string& stage, double progress) {
  std::lock_guard lock(job.mutex);
  job.snapshot.status = "running";
  job.snapshot.stage = stage;
  job.snapshot.progress = progress;
  if (job.snapshot.started_at.empty()) job.snapshot.started_at = now_iso();
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
  finish(job, interrupted ? "error" : "cancelled", interrupted ? kInterrupted : "");
  return true;
}

// A task's view of its job: stages are stored and streamed like a check's.
class JobManager::TaskProgress : public JobProgress {
 public:
  TaskProgress(JobManager& manager, std::shared_ptr<Job> job) : manager_(manager), job_(std::move(job)) {}

  void stage(const std::string& stage, double progress) override {
    manager_.start(*job_, stage, progress);
    manager_.host_.events->publish(job_->snapshot.id, "stage",
                                   json_of({{"stage", stage}, {"progress", progress}}));
  }
  bool cancelled() const override { return job_->cancelled; }

 private:
  JobManager& manager_;
  std::shared_ptr<Job> job_;
};

void JobManager::run_task(const std::shared_ptr<Job>& job) {
  // The task's closure may hold a whole upload; it goes when the task ends.
  const JobTask task = std::move(job->task);
  job->task = nullptr;
  TaskProgress progress(*this, job);
  const std::string result = task(progress);
  if (finish_if_cancelled(job)) return;
  {
    auto session = host_.db->session();
    std::string r = result, key = job->snapshot.id;
    session << "UPDATE jobs SET report_json = ? WHERE id = ?", use(r), use(key), now;
  }
  finish(job, "done", "");
}

void JobManager::run(const std::shared_ptr<Job>& job) {
  if (finish_if_cancelled(job)) return;  // cancelled between leaving the queue and starting
  if (job->task) return run_task(job);
  const auto& id = job->snapshot.id;
  start(*job, "extracting", 0.05);
  host_.events->publish(id, "stage", json_of({{"stage", std::string("extracting")}}));
  auto document = std::make_shared<sdk::Document>(load_document(host_, job->request.source));
  // The content is no longer needed; a 50 MB upload should not stay in memory.
  std::string().swap(job->request.source.content);
  host_.events->publish(id, "progress",
                        json_of({{"progress", 0.1}, {"blocks", static_cast<int>(document->blocks.size())}}));

  PipelineInput input;
  input.document = document;
  input.options = job->request.options;
  input.guide = job->request.guide;
  input.custom_rules_json = job->request.custom_rules_json;
  input.version = host_.settings->get("PIPELINE_VERSION", "v2");
  auto observer = std::make_shared<Observer>(*this, job);
  auto result = pipeline_.run(host_.plugins->engines(), input, observer);
  if (finish_if_cancelled(job)) return;

  {
    std::lock_guard lock(job->mutex);
    job->snapshot.stage = "report";
    job->snapshot.progress = 0.95;
  }
  host_.events->publish(id, "stage", json_of({{"stage", std::string("report")}}));
  ReportInput report_input{id,
                           job->snapshot.source_kind,
                           job->snapshot.source_name,
                           job->snapshot.source_url,
                           document->source.format,
                           document.get(),
                           &result,
                           job->request.guide,
                           input.version,
                           job->snapshot.created_at,
                           now_iso()};
  const std::string report_json = to_json(build_report(report_input));
  {
    auto session = host_.db->session();
    std::string r = report_json, key = id;
    session << "UPDATE jobs SET report_json = ? WHERE id = ?", use(r), use(key), now;
  }
  HistoryStore(*host_.db).record(job->request.user, report_input, report_json);
  finish(job, "done", "");
}

PipelineResult JobManager::check_now(const PipelineInput& input) {
  struct Quiet : PipelineObserver {
    void on_stage(const std::string&, const std::string&) override {}
    void on_card(const std::string&, const std::vector<sdk::Remark>&) override {}
    void on_engine_done(const EngineRun&, int, int) override {}
    bool cancelled() const override { return false; }
  };
  return pipeline_.run(host_.plugins->engines(), input, std::make_shared<Quiet>());
}

void JobManager::stop() {
  std::deque<std::shared_ptr<Job>> dropped;
  {
    std::lock_guard lock(mutex_);
    if (stopping_ && workers_.empty()) return;
    stopping_ = true;
    for (auto& [id, job] : jobs_) job->cancelled = true;
    dropped.swap(queue_);
  }
  wake_.notify_all();
  for (auto& w : workers_)
    if (w.joinable()) w.join();
  workers_.clear();
  // Engines that overran keep running on their own threads; give them a
  // moment before the plugins are unloaded.
  if (!pipeline_.wait_idle(std::chrono::seconds(10)))
    Poco::Logger::get("jobs").warning("engine threads still running at shutdown");
}

}  // namespace proofreader::host
