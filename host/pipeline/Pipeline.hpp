// Pipeline: runs the loaded engines over one document.
//
// v2 runs the deterministic engines in parallel, then the model engines one
// after another, each seeing the remarks found before it; v1 (kept for
// rollback) runs the deterministic engines one after another and no model
// engine. An engine whose option is off is skipped; one that throws is
// "failed", one that overruns the time limit is "timeout" (its later remarks
// are dropped, and a card it was delivering has reached the observer before
// run() moves on) — the others go on either way.
//
// Every remark an engine emits is checked against the document (block, offset
// and length in code points), gets its fragment, engine and an id, and is
// passed to the observer as a card at once, while the check runs.
//
// Engines run on one EnginePool shared by every run; the thread calling run()
// sleeps until an engine finishes, a time limit passes or the run is
// cancelled (wake_cancelled()), and is never woken otherwise. The time limit
// counts from the moment the engine starts on a pool thread. An engine that
// overruns holds shared ownership of everything it touches, so it cannot
// outlive what it uses, even the Pipeline; wait_idle() lets the host wait for
// such stragglers, and not unload the plugins while one runs. Thread-safe.
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include <proofreader/sdk/engine.hpp>

#include "pipeline/EnginePool.hpp"

namespace proofreader::host {

struct EngineRun {
  std::string name;
  std::string version;
  std::string status;  // "done", "failed", "timeout", "skipped", "cancelled"
  std::string error;   // also on "done" when the engine reported a partial failure
  long long duration_ms = 0;
};

struct PipelineInput {
  std::shared_ptr<const sdk::Document> document;
  sdk::CheckOptions options;
  std::optional<sdk::StyleGuideView> guide;
  std::string custom_rules_json = "[]";
  std::string version = "v2";
  // Remarks that must not be reported (the guide's «never for this term»
  // exceptions), judged once the remark's fragment is known; empty: none.
  std::function<bool(const sdk::Remark&)> excluded;
  // The team dictionary's forms for this check (CheckContext::dictionary_words()),
  // shared by its engines; null: none.
  std::shared_ptr<const std::vector<std::string>> dictionary_words;
};

// Receives what the pipeline finds. on_card is called from engine threads,
// concurrently; on_stage and on_engine_done from the thread calling run().
class PipelineObserver {
 public:
  virtual ~PipelineObserver() = default;
  virtual void on_stage(const std::string& stage, const std::string& engine) = 0;
  virtual void on_card(const std::string& engine, const std::vector<sdk::Remark>& remarks) = 0;
  // After each engine (skipped ones included): `done` of the run's `total` engines have finished.
  virtual void on_engine_done(const EngineRun& run, int done, int total) = 0;
  // Once true, stays true; tell the pipeline with Pipeline::wake_cancelled().
  virtual bool cancelled() const = 0;
};

struct PipelineResult {
  std::vector<sdk::Remark> remarks;  // merged, ordered by block and offset
  std::vector<EngineRun> engines;
};

class Pipeline {
 public:
  Pipeline(std::chrono::milliseconds engine_timeout, int engine_threads);

  PipelineResult run(const std::vector<sdk::Engine*>& engines, const PipelineInput& input,
                     const std::shared_ptr<PipelineObserver>& observer);

  // An observer of a running run() now answers cancelled(): wakes the runs,
  // so that they stop waiting for engines that have not started and give the
  // others their grace.
  void wake_cancelled();

  // Blocks until no engine is running or queued, or `limit` has passed.
  bool wait_idle(std::chrono::milliseconds limit);

  // Engine threads alive now.
  int engine_threads() const { return pool_.threads(); }

  // What a run shares with its engines (defined in Pipeline.cpp).
  struct Shared;
  struct Slot;

 private:
  // How the wait for one engine ended.
  enum class Outcome { finished, timeout, abandoned, dropped };
  using Slots = std::vector<std::shared_ptr<Slot>>;
  Slots post(const std::vector<sdk::Engine*>& engines, const PipelineInput& input,
             const std::shared_ptr<Shared>& shared, const std::vector<sdk::Remark>& prior);
  void await(const Slots& slots, Shared& shared, int& done, int total);
  EngineRun settle(Slot& slot, Outcome outcome);

  std::chrono::milliseconds engine_timeout_;
  EnginePool pool_;
  std::mutex runs_mutex_;
  std::vector<Shared*> runs_;  // runs now in run(), each kept alive by it
};

// The stage name of an engine: its part's name ("language", "styleguide",
// "consistency"), "model" for model engines, else "checking".
std::string stage_of(const sdk::EngineInfo& info);

// Checks a remark against the document and fills its fragment; false when
// the block, offset or length is out of range.
bool settle_remark(const sdk::Document& document, sdk::Remark& remark);

}  // namespace proofreader::host
