#include "jobs/Pipeline.hpp"

#include "jobs/RemarkMerge.hpp"

#include <Poco/Logger.h>

#include <algorithm>
#include <future>
#include <map>
#include <thread>

namespace proofreader::host {

namespace {

// Byte offset of code point `cp` in UTF-8 text; npos when past the end.
std::size_t byte_of(const std::string& text, int cp) {
  std::size_t i = 0;
  for (int n = 0; n < cp; ++n) {
    if (i >= text.size()) return std::string::npos;
    const auto c = static_cast<unsigned char>(text[i]);
    i += c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
  }
  return i <= text.size() ? i : std::string::npos;
}

bool is_deterministic(sdk::Engine* e) {
  return e->info().phase == sdk::EnginePhase::deterministic;
}

bool option_on(const sdk::CheckOptions& o, const std::string& option) {
  if (option == "check_language") return o.check_language;
  if (option == "check_styleguide") return o.check_styleguide;
  if (option == "check_consistency") return o.check_consistency;
  return true;
}

}  // namespace

// What an engine thread shares with the pipeline run that started it.
struct Pipeline::Shared {
  std::shared_ptr<const sdk::Document> document;
  std::shared_ptr<PipelineObserver> observer;
  std::mutex mutex;
  std::vector<sdk::Remark> remarks;
  std::atomic<int> next_id{1};
};

namespace {

class EngineContext : public sdk::CheckContext {
 public:
  EngineContext(std::shared_ptr<Pipeline::Shared> shared, const PipelineInput& input, std::string engine,
                std::vector<sdk::Remark> prior)
      : shared_(std::move(shared)),
        options_(input.options),
        guide_(input.guide),
        custom_rules_(input.custom_rules_json),
        engine_(std::move(engine)),
        prior_(std::move(prior)) {}

  const sdk::Document& document() const override { return *shared_->document; }
  const sdk::CheckOptions& options() const override { return options_; }
  const sdk::StyleGuideView* styleguide() const override { return guide_ ? &*guide_ : nullptr; }
  const std::string& custom_rules_json() const override { return custom_rules_; }
  const std::vector<sdk::Remark>& prior_remarks() const override { return prior_; }
  bool cancelled() const override { return closed_ || shared_->observer->cancelled(); }

  void emit(std::vector<sdk::Remark> remarks) override {
    if (closed_) return;
    std::vector<sdk::Remark> settled;
    for (auto& r : remarks) {
      if (!settle_remark(*shared_->document, r)) continue;
      if (!sdk::is_known_category(r.category)) r.category = "style";
      r.engine = engine_;
      r.id = "r" + std::to_string(shared_->next_id++);
      settled.push_back(std::move(r));
    }
    if (settled.empty()) return;
    // Held through on_card: close() waits for a card being delivered.
    std::lock_guard delivering(delivery_);
    if (closed_) return;
    {
      std::lock_guard lock(shared_->mutex);
      shared_->remarks.insert(shared_->remarks.end(), settled.begin(), settled.end());
    }
    shared_->observer->on_card(engine_, settled);
  }

  void report_error(std::string message) override {
    std::lock_guard lock(error_mutex_);
    reported_error_ = std::move(message);
  }

  // After a timeout: later remarks are dropped and the engine is told to stop.
  // Returns once no on_card of this engine is running, so none reaches the
  // observer after the run has moved on.
  void close() {
    std::lock_guard lock(delivery_);
    closed_ = true;
  }

  std::string reported_error() const {
    std::lock_guard lock(error_mutex_);
    return reported_error_;
  }

 private:
  std::shared_ptr<Pipeline::Shared> shared_;
  sdk::CheckOptions options_;
  std::optional<sdk::StyleGuideView> guide_;
  std::string custom_rules_;
  std::string engine_;
  std::vector<sdk::Remark> prior_;
  std::atomic<bool> closed_{false};
  std::mutex delivery_;
  mutable std::mutex error_mutex_;
  std::string reported_error_;
};

}  // namespace

bool settle_remark(const sdk::Document& document, sdk::Remark& r) {
  if (r.block < 0 || r.block >= static_cast<int>(document.blocks.size())) return false;
  if (r.offset < 0 || r.length < 0) return false;
  const std::string& text = document.blocks[static_cast<std::size_t>(r.block)].text;
  const auto begin = byte_of(text, r.offset);
  if (begin == std::string::npos) return false;
  const auto end = byte_of(text.substr(begin), r.length);
  if (end == std::string::npos) return false;
  r.fragment = text.substr(begin, end);
  return true;
}

std::string stage_of(const sdk::EngineInfo& info) {
  if (info.phase == sdk::EnginePhase::model) return "model";
  if (info.option.rfind("check_", 0) == 0) return info.option.substr(6);
  return "checking";
}

// Waits for an engine's thread: until it ends, its time limit passes, or —
// once the run is cancelled — a short grace, after which the job goes on
// without it (a stop must not wait out an engine that ignores cancel()).
Pipeline::Wait Pipeline::wait_for_engine(std::future<std::string>& finished,
                                         std::chrono::steady_clock::time_point start,
                                         const PipelineObserver& observer) const {
  constexpr auto kSlice = std::chrono::milliseconds(50);
  constexpr auto kCancelGrace = std::chrono::seconds(2);
  std::optional<std::chrono::steady_clock::time_point> cancelled_at;
  while (finished.wait_for(kSlice) == std::future_status::timeout) {
    const auto now = std::chrono::steady_clock::now();
    if (now - start >= engine_timeout_) return Wait::timeout;
    if (!observer.cancelled()) continue;
    if (!cancelled_at) cancelled_at = now;
    if (now - *cancelled_at >= kCancelGrace) return Wait::abandoned;
  }
  return Wait::finished;
}

EngineRun Pipeline::run_one(sdk::Engine* engine, const PipelineInput& input,
                            const std::shared_ptr<Shared>& shared, const std::vector<sdk::Remark>& prior) {
  const auto info = engine->info();
  EngineRun run{info.name, info.version, "done", "", 0};
  if (!option_on(input.options, info.option)) {
    run.status = "skipped";
    return run;
  }
  if (shared->observer->cancelled()) {
    run.status = "cancelled";
    return run;
  }
  shared->observer->on_stage(stage_of(info), info.name);
  auto context = std::make_shared<EngineContext>(shared, input, info.name, prior);
  auto outcome = std::make_shared<std::promise<std::string>>();
  auto finished = outcome->get_future();
  const auto start = std::chrono::steady_clock::now();
  {
    std::lock_guard lock(running_->mutex);
    ++running_->count;
  }
  // Detached so that an overrunning engine cannot hold the job; it keeps its
  // context and the running count alive itself, and the count lets shutdown
  // wait for it (and keep the plugin loaded while it runs).
  std::thread([running = running_, engine, context, outcome] {
    std::string error;
    try {
      engine->check(*context);
    } catch (const std::exception& e) {
      error = e.what()[0] ? e.what() : "engine failed";
    } catch (...) {
      error = "engine failed with an unknown exception";
    }
    outcome->set_value(error);
    std::lock_guard lock(running->mutex);
    --running->count;
    running->idle.notify_all();
  }).detach();

  const auto outcome_of_wait = wait_for_engine(finished, start, *shared->observer);
  if (outcome_of_wait == Wait::timeout) {
    context->close();
    run.status = "timeout";
    run.error = "no answer within " + std::to_string(engine_timeout_.count() / 1000) + " s";
    Poco::Logger::get("pipeline").warning("engine %s timed out", info.name);
  } else if (outcome_of_wait == Wait::abandoned) {
    context->close();
    run.status = "cancelled";
    Poco::Logger::get("pipeline")
        .warning("engine %s ignored cancellation; left to finish on its own", info.name);
  } else if (auto error = finished.get(); !error.empty()) {
    run.status = "failed";
    run.error = error;
    Poco::Logger::get("pipeline").warning("engine %s failed: %s", info.name, error);
  }
  if (run.status == "done" && shared->observer->cancelled()) run.status = "cancelled";
  // A partial failure the engine reported: it finished, but not everything was checked.
  if (run.status == "done") run.error = context->reported_error();
  run.duration_ms =
      std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
  return run;
}

PipelineResult Pipeline::run(const std::vector<sdk::Engine*>& engines, const PipelineInput& input,
                             const std::shared_ptr<PipelineObserver>& observer) {
  auto shared = std::make_shared<Shared>();
  shared->document = input.document;
  shared->observer = observer;
  PipelineResult result;
  std::vector<sdk::Engine*> deterministic, model;
  for (auto* e : engines) (is_deterministic(e) ? deterministic : model).push_back(e);
  const int total = static_cast<int>(deterministic.size() + (input.version == "v1" ? 0 : model.size()));
  std::atomic<int> done{0};
  // Runs one engine and reports it done as soon as it is, whatever the order of the others.
  auto run_counted = [&](sdk::Engine* e, const std::vector<sdk::Remark>& prior) {
    auto run = run_one(e, input, shared, prior);
    observer->on_engine_done(run, ++done, total);
    return run;
  };

  if (input.version == "v1") {
    for (auto* e : deterministic) result.engines.push_back(run_counted(e, {}));
  } else {
    std::vector<std::future<EngineRun>> runs;
    for (auto* e : deterministic)
      runs.push_back(std::async(std::launch::async, [&, e] { return run_counted(e, {}); }));
    for (auto& r : runs) result.engines.push_back(r.get());
    for (auto* e : model) {
      std::vector<sdk::Remark> prior;
      {
        std::lock_guard lock(shared->mutex);
        prior = shared->remarks;
      }
      result.engines.push_back(run_counted(e, prior));
    }
  }
  {
    std::lock_guard lock(shared->mutex);
    std::map<std::string, int> precedence;
    for (auto* e : engines) {
      const auto info = e->info();
      precedence[info.name] = info.merge_precedence;
    }
    result.remarks = merge_remarks(shared->remarks, precedence);
  }
  return result;
}

Pipeline::Pipeline(std::chrono::milliseconds engine_timeout)
    : engine_timeout_(engine_timeout), running_(std::make_shared<Running>()) {}

bool Pipeline::wait_idle(std::chrono::milliseconds limit) {
  std::unique_lock lock(running_->mutex);
  return running_->idle.wait_for(lock, limit, [this] { return running_->count == 0; });
}

}  // namespace proofreader::host
