// Test engine: takes PROOFREADER_TEST_SLOW_MS per block, then reports the
// block's first word (category style), so cards arrive one by one while a job
// runs. Stops early when the check is cancelled, unless
// PROOFREADER_TEST_SLOW_IGNORE_CANCEL=true (an engine that overruns a
// shutdown). Throws on a block that contains "FAIL-ENGINE", to test that a
// failing engine does not fail the job.
#include <proofreader/kit/settings.hpp>
#include <proofreader/kit/utf8.hpp>
#include <proofreader/sdk/sdk.hpp>

#include <chrono>
#include <stdexcept>
#include <thread>

namespace {

using namespace proofreader::sdk;

class SlowEngine : public Engine {
 public:
  explicit SlowEngine(HostServices& host)
      : delay_ms_(static_cast<int>(proofreader::kit::whole_number_setting(host, "PROOFREADER_TEST_SLOW_MS"))),
        ignore_cancel_(proofreader::kit::flag_setting(host, "PROOFREADER_TEST_SLOW_IGNORE_CANCEL")) {}

  EngineInfo info() const override {
    return {"slow-engine", "0.1.0", EnginePhase::deterministic, CheckPart::language, {"style"}};
  }

  void check(CheckContext& ctx) override {
    for (const Block& block : ctx.document().blocks) {
      for (int waited = 0; waited < delay_ms_; waited += 10) {
        if (ctx.cancelled() && !ignore_cancel_) return;
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
      }
      if (block.text.find("FAIL-ENGINE") != std::string::npos) throw std::runtime_error("asked to fail");
      const auto space = block.text.find(' ');
      const std::string word = block.text.substr(0, space);
      const auto length = static_cast<int>(proofreader::kit::utf8::code_points(word));
      Remark r;
      r.category = "style";
      r.rule_id = "slow.first_word";
      r.message = "Первое слово блока";
      r.block = block.index;
      r.offset = 0;
      r.length = length;
      r.suggestions = {"x"};
      ctx.emit({r});
    }
  }

 private:
  int delay_ms_;
  bool ignore_cancel_;
};

constexpr SettingSpec kSettings[] = {
    {"PROOFREADER_TEST_SLOW_MS", SettingType::whole_number, "200",
     "How long each block takes, in milliseconds"},
    {"PROOFREADER_TEST_SLOW_IGNORE_CANCEL", SettingType::flag, "false",
     "Whether the engine ignores cancellation"},
};
}  // namespace

PROOFREADER_PLUGIN(engine, "slow-engine", "0.1.0", SlowEngine, kSettings)
