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
// Engine threads hold shared ownership of everything they touch — their
// inputs and the count of running engine threads — so an overrunning engine
// cannot outlive what it uses, even the Pipeline; wait_idle() lets the host
// wait for such stragglers, and not unload the plugins while one runs.
// Thread-safe.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <future>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include <proofreader/sdk/engine.hpp>

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
};

// Receives what the pipeline finds. Called from engine threads, concurrently.
class PipelineObserver {
 public:
  virtual ~PipelineObserver() = default;
  virtual void on_stage(const std::string& stage, const std::string& engine) = 0;
  virtual void on_card(const std::string& engine, const std::vector<sdk::Remark>& remarks) = 0;
  // After each engine (skipped ones included): `done` of the run's `total` engines have finished.
  virtual void on_engine_done(const EngineRun& run, int done, int total) = 0;
  virtual bool cancelled() const = 0;
};

struct PipelineResult {
  std::vector<sdk::Remark> remarks;  // merged, ordered by block and offset
  std::vector<EngineRun> engines;
};

class Pipeline {
 public:
  explicit Pipeline(std::chrono::milliseconds engine_timeout);

  PipelineResult run(const std::vector<sdk::Engine*>& engines, const PipelineInput& input,
                     const std::shared_ptr<PipelineObserver>& observer);

  // Blocks until no engine thread is running, or `limit` has passed.
  bool wait_idle(std::chrono::milliseconds limit);

  // What the engine threads of one run share (defined in Pipeline.cpp).
  struct Shared;
  // The count of engine threads still running, shared with each of them.
  struct Running {
    std::mutex mutex;
    std::condition_variable idle;
    int count = 0;
  };

 private:
  enum class Wait { finished, timeout, abandoned };
  EngineRun run_one(sdk::Engine* engine, const PipelineInput& input, const std::shared_ptr<Shared>& shared,
                    const std::vector<sdk::Remark>& prior);
  Wait wait_for_engine(std::future<std::string>& finished, std::chrono::steady_clock::time_point start,
                       const PipelineObserver& observer) const;

  std::chrono::milliseconds engine_timeout_;
  std::shared_ptr<Running> running_;
};

// The stage name of an engine: its option without "check_" ("language",
// "styleguide", "consistency"), "model" for model engines, else "checking".
std::string stage_of(const sdk::EngineInfo& info);

// Checks a remark against the document and fills its fragment; false when
// the block, offset or length is out of range.
bool settle_remark(const sdk::Document& document, sdk::Remark& remark);

}  // namespace proofreader::host
