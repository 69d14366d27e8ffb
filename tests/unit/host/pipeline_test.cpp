// Pipeline: an engine that overruns its time limit is closed, and no card of
// it is still being delivered to the observer once run() has moved on; a
// cancellation wakes the run at once; engines share the pool's threads.
#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

#include "pipeline/Pipeline.hpp"

using namespace proofreader;
using namespace std::chrono_literals;

namespace {

// Emits one remark, then works on past the time limit.
class OverrunningEngine : public sdk::Engine {
 public:
  sdk::EngineInfo info() const override {
    return {"overrunning", "1", sdk::EnginePhase::deterministic, sdk::CheckPart::always, {"style"}};
  }
  void check(sdk::CheckContext& ctx) override {
    sdk::Remark r;
    r.category = "style";
    r.rule_id = "test";
    r.message = "Слово";
    r.block = 0;
    r.length = 5;
    ctx.emit({r});
    std::this_thread::sleep_for(300ms);
  }
};

// Takes its time over a card, as a slow stream subscriber may.
class SlowObserver : public host::PipelineObserver {
 public:
  std::atomic<bool> delivering{false};
  std::atomic<int> cards{0};
  void on_stage(const std::string&, const std::string&) override {}
  void on_card(const std::string&, const std::vector<sdk::Remark>&) override {
    delivering = true;
    std::this_thread::sleep_for(600ms);
    ++cards;
    delivering = false;
  }
  void on_engine_done(const host::EngineRun&, int, int) override {}
  bool cancelled() const override { return false; }
};

// Works for `duration` whatever happens, counting its runs and how many run at once.
class BusyEngine : public sdk::Engine {
 public:
  BusyEngine(std::string name, std::chrono::milliseconds duration)
      : name_(std::move(name)), duration_(duration) {}
  sdk::EngineInfo info() const override {
    return {name_, "1", sdk::EnginePhase::deterministic, sdk::CheckPart::always, {"style"}};
  }
  void check(sdk::CheckContext&) override {
    const int mine = ++at_once;
    int seen = most_at_once;
    while (mine > seen && !most_at_once.compare_exchange_weak(seen, mine)) {
    }
    ++runs;
    std::this_thread::sleep_for(duration_);
    --at_once;
  }
  inline static std::atomic<int> at_once{0}, most_at_once{0};
  std::atomic<int> runs{0};

 private:
  std::string name_;
  std::chrono::milliseconds duration_;
};

class CancellableObserver : public host::PipelineObserver {
 public:
  std::atomic<bool> cancel{false};
  void on_stage(const std::string&, const std::string&) override {}
  void on_card(const std::string&, const std::vector<sdk::Remark>&) override {}
  void on_engine_done(const host::EngineRun&, int, int) override {}
  bool cancelled() const override { return cancel; }
};

std::shared_ptr<sdk::Document> one_block() {
  auto document = std::make_shared<sdk::Document>();
  sdk::Block block;
  block.text = "Слово и дело.";
  document->blocks.push_back(block);
  return document;
}

}  // namespace

TEST_CASE("pipeline: a cancellation wakes the run at once, and an engine not yet started never starts") {
  host::Pipeline pipeline(60s, 1);
  BusyEngine ignoring("ignoring", 6s), waiting("waiting", 10ms);
  host::PipelineInput input;
  input.document = one_block();
  auto observer = std::make_shared<CancellableObserver>();
  std::thread canceller([&] {
    std::this_thread::sleep_for(300ms);
    observer->cancel = true;
    pipeline.wake_cancelled();
  });
  const auto begun = std::chrono::steady_clock::now();
  const auto result = pipeline.run({&ignoring, &waiting}, input, observer);
  const auto took = std::chrono::steady_clock::now() - begun;
  canceller.join();
  // The grace is 2 s from the cancellation; the ignoring engine works on for 6 s.
  CHECK(took < 4s);
  REQUIRE(result.engines.size() == 2);
  CHECK(result.engines[0].status == "cancelled");
  CHECK(result.engines[1].status == "cancelled");
  REQUIRE(pipeline.wait_idle(10s));
  CHECK(ignoring.runs == 1);
  CHECK(waiting.runs == 0);
}

TEST_CASE("pipeline: many runs at once use the pool's threads and no more") {
  host::Pipeline pipeline(60s, 2);
  BusyEngine::most_at_once = 0;
  std::vector<std::unique_ptr<BusyEngine>> engines;
  for (int i = 0; i < 3; ++i) engines.push_back(std::make_unique<BusyEngine>("e" + std::to_string(i), 20ms));
  std::vector<sdk::Engine*> loaded;
  for (auto& e : engines) loaded.push_back(e.get());
  host::PipelineInput input;
  input.document = one_block();
  std::vector<std::thread> jobs;
  std::atomic<int> done{0};
  for (int j = 0; j < 8; ++j)
    jobs.emplace_back([&] {
      const auto result = pipeline.run(loaded, input, std::make_shared<CancellableObserver>());
      if (std::all_of(result.engines.begin(), result.engines.end(),
                      [](const host::EngineRun& r) { return r.status == "done"; }))
        ++done;
    });
  for (auto& t : jobs) t.join();
  CHECK(done == 8);
  for (auto& e : engines) CHECK(e->runs == 8);
  CHECK(BusyEngine::most_at_once <= 2);
  CHECK(pipeline.engine_threads() == 2);
}

TEST_CASE("pipeline: a timed-out engine's card in delivery reaches the observer before run() returns") {
  host::Pipeline pipeline(100ms, 2);
  OverrunningEngine engine;
  host::PipelineInput input;
  input.document = one_block();
  auto observer = std::make_shared<SlowObserver>();

  const auto result = pipeline.run({&engine}, input, observer);
  CHECK_FALSE(observer->delivering);
  CHECK(observer->cards == 1);
  REQUIRE(result.engines.size() == 1);
  CHECK(result.engines[0].status == "timeout");
  CHECK(pipeline.wait_idle(5s));
}

namespace {

// Keeps what its context says of the team dictionary.
class DictionaryReader : public sdk::Engine {
 public:
  sdk::EngineInfo info() const override {
    return {"reader", "1", sdk::EnginePhase::deterministic, sdk::CheckPart::always, {"style"}};
  }
  void check(sdk::CheckContext& ctx) override { seen = ctx.dictionary_words(); }
  std::vector<std::string> seen{"untouched"};
};

class QuietObserver : public host::PipelineObserver {
 public:
  void on_stage(const std::string&, const std::string&) override {}
  void on_card(const std::string&, const std::vector<sdk::Remark>&) override {}
  void on_engine_done(const host::EngineRun&, int, int) override {}
  bool cancelled() const override { return false; }
};

}  // namespace

TEST_CASE("pipeline: every engine's context gives the run's team dictionary, or none") {
  host::Pipeline pipeline(60s, 2);
  DictionaryReader first, second;
  host::PipelineInput input;
  input.document = one_block();
  input.dictionary_words =
      std::make_shared<const std::vector<std::string>>(std::vector<std::string>{"кубернетес", "кубернетеса"});
  pipeline.run({&first, &second}, input, std::make_shared<QuietObserver>());
  CHECK(first.seen == std::vector<std::string>{"кубернетес", "кубернетеса"});
  CHECK(second.seen == first.seen);
  input.dictionary_words = nullptr;
  pipeline.run({&first}, input, std::make_shared<QuietObserver>());
  CHECK(first.seen.empty());
}
