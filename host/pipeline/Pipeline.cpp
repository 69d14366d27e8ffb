#include "pipeline/Pipeline.hpp"

#include "pipeline/Categories.hpp"

#include "pipeline/RemarkMerge.hpp"

#include <Poco/Logger.h>

#include <proofreader/kit/check_parts.hpp>
#include <proofreader/kit/utf8.hpp>

#include <algorithm>
#include <condition_variable>
#include <map>
#include <mutex>

namespace proofreader::host {

namespace {

bool is_deterministic(sdk::Engine* e) {
  return e->info().phase == sdk::EnginePhase::deterministic;
}

}  // namespace

// What the engines of one run share with it. `mutex` guards `remarks` and
// the state of the run's slots; `changed` wakes the run.
struct Pipeline::Shared {
  std::shared_ptr<const sdk::Document> document;
  std::shared_ptr<PipelineObserver> observer;
  std::mutex mutex;
  std::condition_variable changed;  // an engine started or finished, or the run was cancelled
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
        excluded_(input.excluded),
        dictionary_words_(input.dictionary_words),
        engine_(std::move(engine)),
        prior_(std::move(prior)) {}

  const sdk::Document& document() const override { return *shared_->document; }
  const sdk::CheckOptions& options() const override { return options_; }
  const sdk::StyleGuideView* styleguide() const override { return guide_ ? &*guide_ : nullptr; }
  const std::string& custom_rules_json() const override { return custom_rules_; }
  const std::vector<sdk::Remark>& prior_remarks() const override { return prior_; }
  bool cancelled() const override { return closed_ || shared_->observer->cancelled(); }
  const std::vector<std::string>& dictionary_words() const override {
    static const std::vector<std::string> none;
    return dictionary_words_ ? *dictionary_words_ : none;
  }

  void emit(std::vector<sdk::Remark> remarks) override {
    if (closed_) return;
    std::vector<sdk::Remark> settled;
    for (auto& r : remarks) {
      if (!settle_remark(*shared_->document, r)) continue;
      if (excluded_ && excluded_(r)) continue;
      if (!is_known_category(r.category)) r.category = "style";
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
  std::function<bool(const sdk::Remark&)> excluded_;
  std::shared_ptr<const std::vector<std::string>> dictionary_words_;
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
  std::string_view fragment;
  if (!kit::utf8::slice(text, static_cast<std::size_t>(r.offset), static_cast<std::size_t>(r.length),
                        fragment))
    return false;
  r.fragment = fragment;
  return true;
}

std::string stage_of(const sdk::EngineInfo& info) {
  if (info.phase == sdk::EnginePhase::model) return "model";
  if (info.part != sdk::CheckPart::always) return std::string(sdk::to_string(info.part));
  return "checking";
}

// One engine in one run. The flags are guarded by Shared::mutex.
struct Pipeline::Slot {
  sdk::Engine* engine = nullptr;
  sdk::EngineInfo info;
  std::shared_ptr<EngineContext> context;
  EnginePool::Ticket ticket;
  std::chrono::steady_clock::time_point start;
  bool started = false;
  bool finished = false;
  bool dropped = false;  // the run went on without it before it started
  bool settled = false;  // the run has its EngineRun
  std::string error;     // set when finished, if the engine threw
  EngineRun run;
};

// Starts the engines that are on (on_stage for each) and settles the others
// as skipped; returns them in the order given.
Pipeline::Slots Pipeline::post(const std::vector<sdk::Engine*>& engines, const PipelineInput& input,
                               const std::shared_ptr<Shared>& shared, const std::vector<sdk::Remark>& prior) {
  Slots slots;
  for (auto* engine : engines) {
    auto slot = std::make_shared<Slot>();
    slot->engine = engine;
    slot->info = engine->info();
    slot->run = {slot->info.name, slot->info.version, "skipped", "", 0};
    slots.push_back(slot);
    if (!kit::part_on(input.options, slot->info.part)) {
      slot->settled = true;
      continue;
    }
    shared->observer->on_stage(stage_of(slot->info), slot->info.name);
    slot->context = std::make_shared<EngineContext>(shared, input, slot->info.name, prior);
    // The work holds the slot and the run's shared state: an engine that
    // overruns keeps what it touches alive on its own.
    slot->ticket = pool_.post([shared, slot] {
      {
        std::lock_guard lock(shared->mutex);
        if (slot->dropped) return;
        slot->started = true;
        slot->start = std::chrono::steady_clock::now();
      }
      shared->changed.notify_all();
      std::string error;
      try {
        slot->engine->check(*slot->context);
      } catch (const std::exception& e) {
        error = e.what()[0] ? e.what() : "engine failed";
      } catch (...) {
        error = "engine failed with an unknown exception";
      }
      {
        std::lock_guard lock(shared->mutex);
        slot->finished = true;
        slot->error = std::move(error);
      }
      shared->changed.notify_all();
    });
  }
  return slots;
}

// Sleeps until each slot has ended: its engine finished, overran its time
// limit, or — once the run is cancelled — never started, or ignored the
// cancellation for a short grace, after which the job goes on without it (a
// stop must not wait out an engine that ignores cancel()). Reports each as it
// ends, skipped ones first.
void Pipeline::await(const Slots& slots, Shared& shared, int& done, int total) {
  constexpr auto kCancelGrace = std::chrono::seconds(2);
  using Clock = std::chrono::steady_clock;
  for (const auto& slot : slots)
    if (slot->settled) shared.observer->on_engine_done(slot->run, ++done, total);
  std::optional<Clock::time_point> cancelled_at;
  for (;;) {
    std::vector<std::pair<Slot*, Outcome>> ended;
    bool open = false;
    {
      std::unique_lock lock(shared.mutex);
      for (;;) {
        const auto now = Clock::now();
        if (!cancelled_at && shared.observer->cancelled()) cancelled_at = now;
        auto wake_at = Clock::time_point::max();
        open = false;
        for (const auto& slot : slots) {
          if (slot->settled) continue;
          if (slot->finished) {
            ended.emplace_back(slot.get(), Outcome::finished);
          } else if (!slot->started) {
            if (cancelled_at) {
              slot->dropped = true;
              ended.emplace_back(slot.get(), Outcome::dropped);
            } else {
              open = true;  // its start wakes the run
            }
          } else if (now - slot->start >= engine_timeout_) {
            ended.emplace_back(slot.get(), Outcome::timeout);
          } else if (cancelled_at && now - *cancelled_at >= kCancelGrace) {
            ended.emplace_back(slot.get(), Outcome::abandoned);
          } else {
            open = true;
            wake_at = std::min(wake_at, slot->start + engine_timeout_);
            if (cancelled_at) wake_at = std::min(wake_at, *cancelled_at + kCancelGrace);
          }
        }
        for (auto& [slot, outcome] : ended) slot->settled = true;
        if (!ended.empty() || !open) break;
        if (wake_at == Clock::time_point::max())
          shared.changed.wait(lock);
        else
          shared.changed.wait_until(lock, wake_at);
      }
    }
    // Outside the lock: closing a context waits for a card in delivery, which holds it.
    for (auto& [slot, outcome] : ended) {
      slot->run = settle(*slot, outcome);
      shared.observer->on_engine_done(slot->run, ++done, total);
    }
    if (!open) return;
  }
}

EngineRun Pipeline::settle(Slot& slot, Outcome outcome) {
  EngineRun run{slot.info.name, slot.info.version, "done", "", 0};
  auto& log = Poco::Logger::get("pipeline");
  if (outcome == Outcome::dropped) {
    run.status = "cancelled";
    return run;
  }
  if (outcome == Outcome::timeout || outcome == Outcome::abandoned) {
    slot.context->close();
    pool_.replace_stuck(slot.ticket);
  }
  if (outcome == Outcome::timeout) {
    run.status = "timeout";
    run.error = "no answer within " + std::to_string(engine_timeout_.count() / 1000) + " s";
    log.warning("engine %s timed out", slot.info.name);
  } else if (outcome == Outcome::abandoned) {
    run.status = "cancelled";
    log.warning("engine %s ignored cancellation; left to finish on its own", slot.info.name);
  } else if (!slot.error.empty()) {
    run.status = "failed";
    run.error = slot.error;
    log.warning("engine %s failed: %s", slot.info.name, slot.error);
  }
  if (run.status == "done" && slot.context->cancelled()) run.status = "cancelled";
  // A partial failure the engine reported: it finished, but not everything was checked.
  if (run.status == "done") run.error = slot.context->reported_error();
  run.duration_ms =
      std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - slot.start)
          .count();
  return run;
}

PipelineResult Pipeline::run(const std::vector<sdk::Engine*>& engines, const PipelineInput& input,
                             const std::shared_ptr<PipelineObserver>& observer) {
  auto shared = std::make_shared<Shared>();
  shared->document = input.document;
  shared->observer = observer;
  {
    std::lock_guard lock(runs_mutex_);
    runs_.push_back(shared.get());
  }
  struct Unlisted {
    Pipeline& pipeline;
    Shared* run;
    ~Unlisted() {
      std::lock_guard lock(pipeline.runs_mutex_);
      pipeline.runs_.erase(std::find(pipeline.runs_.begin(), pipeline.runs_.end(), run));
    }
  } unlisted{*this, shared.get()};

  std::vector<sdk::Engine*> deterministic, model;
  for (auto* e : engines) (is_deterministic(e) ? deterministic : model).push_back(e);
  const bool v1 = input.version == "v1";
  const int total = static_cast<int>(deterministic.size() + (v1 ? 0 : model.size()));
  int done = 0;
  Slots all;
  auto run_batch = [&](const std::vector<sdk::Engine*>& batch, const std::vector<sdk::Remark>& prior) {
    const auto slots = post(batch, input, shared, prior);
    await(slots, *shared, done, total);
    all.insert(all.end(), slots.begin(), slots.end());
  };
  if (v1) {
    for (auto* e : deterministic) run_batch({e}, {});
  } else {
    run_batch(deterministic, {});
    for (auto* e : model) {
      std::vector<sdk::Remark> prior;
      {
        std::lock_guard lock(shared->mutex);
        prior = shared->remarks;
      }
      run_batch({e}, prior);
    }
  }

  PipelineResult result;
  for (const auto& slot : all) result.engines.push_back(slot->run);
  std::map<std::string, int> precedence;
  for (const auto& slot : all) precedence[slot->info.name] = slot->info.merge_precedence;
  std::lock_guard lock(shared->mutex);
  result.remarks = merge_remarks(shared->remarks, precedence);
  return result;
}

Pipeline::Pipeline(std::chrono::milliseconds engine_timeout, int engine_threads)
    : engine_timeout_(engine_timeout), pool_(engine_threads) {}

void Pipeline::wake_cancelled() {
  std::lock_guard lock(runs_mutex_);
  for (auto* run : runs_) {
    // Taken and released so that a run between its check and its wait is not missed.
    { std::lock_guard run_lock(run->mutex); }
    run->changed.notify_all();
  }
}

bool Pipeline::wait_idle(std::chrono::milliseconds limit) {
  return pool_.wait_idle(limit);
}

}  // namespace proofreader::host
