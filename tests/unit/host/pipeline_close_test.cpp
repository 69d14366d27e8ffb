// Pipeline: an engine that overruns its time limit is closed, and no card of
// it is still being delivered to the observer once run() has moved on.
#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <thread>

#include "jobs/Pipeline.hpp"

using namespace proofreader;
using namespace std::chrono_literals;

namespace {

// Emits one remark, then works on past the time limit.
class OverrunningEngine : public sdk::Engine {
 public:
  sdk::EngineInfo info() const override {
    return {"overrunning", "1", sdk::EnginePhase::deterministic, "", {"style"}};
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

}  // namespace

TEST_CASE("pipeline: a timed-out engine's card in delivery reaches the observer before run() returns") {
  host::Pipeline pipeline(100ms);
  OverrunningEngine engine;
  auto document = std::make_shared<sdk::Document>();
  sdk::Block block;
  block.text = "Слово и дело.";
  document->blocks.push_back(block);
  host::PipelineInput input;
  input.document = document;
  auto observer = std::make_shared<SlowObserver>();

  const auto result = pipeline.run({&engine}, input, observer);
  CHECK_FALSE(observer->delivering);
  CHECK(observer->cards == 1);
  REQUIRE(result.engines.size() == 1);
  CHECK(result.engines[0].status == "timeout");
  CHECK(pipeline.wait_idle(5s));
}
