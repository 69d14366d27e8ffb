#include "llm_engine.hpp"

#include <atomic>
#include <mutex>
#include <stdexcept>
#include <thread>

#include "answer.hpp"
#include "batches.hpp"
#include "chat_client.hpp"
#include "model_config.hpp"
#include "prompt.hpp"

namespace proofreader::llm {

namespace {

// Text per call: small enough for an 8k-context local model with the rules
// and the answer, large enough that a long document is not hundreds of calls.
constexpr std::size_t kBatchBytes = 6000;
constexpr std::size_t kRulesBytes = 6000;

}  // namespace

std::string partial_failure(int failed, std::size_t total, const std::string& last_error) {
  // «1 из 5 пакетов не выполнен», «2 из 5 пакетов не выполнены».
  const bool singular = failed % 10 == 1 && failed % 100 != 11;
  return std::to_string(failed) + " из " + std::to_string(total) + " пакетов не выполнен" +
         (singular ? "" : "ы") + ": " + last_error;
}

sdk::EngineInfo LlmEngine::info() const {
  return {"llm", "1.0.0", sdk::EnginePhase::model, sdk::CheckPart::always, host_.categories()};
}

void LlmEngine::check(sdk::CheckContext& ctx) {
  const ModelConfig config = host_.model();
  if (!config.configured) return;
  const auto& options = ctx.options();
  Task task;
  task.language = options.check_language;
  if (options.check_styleguide && ctx.styleguide())
    task.rules = guide_rules(ctx.styleguide()->json, kRulesBytes);
  task.instruction = options.prompt;
  if (task.empty()) return;
  const auto batches = make_batches(ctx.document(), kBatchBytes);
  if (batches.empty()) return;
  const ChatClient client(host_, config);
  const std::vector<std::string> categories = host_.categories();
  const auto keep_going = [&ctx] { return !ctx.cancelled(); };

  std::atomic<std::size_t> next{0};
  std::atomic<int> failed{0};
  std::mutex mutex;  // serialises emit() and last_error
  std::string last_error;
  auto work = [&] {
    for (std::size_t i = next++; i < batches.size() && !ctx.cancelled(); i = next++) {
      try {
        const auto prompt = build_prompt(batches[i], task, ctx.prior_remarks());
        const auto slot = calls_.acquire(config.concurrency, keep_going);
        if (!slot) return;
        const auto content = client.complete(prompt.system, prompt.user, keep_going);
        if (ctx.cancelled()) return;
        auto remarks = parse_answer(content, batches[i], categories);
        std::erase_if(remarks, [&task](const sdk::Remark& r) { return !task.wants(r.category); });
        std::lock_guard lock(mutex);
        if (!remarks.empty()) ctx.emit(std::move(remarks));
      } catch (const std::exception& e) {
        ++failed;
        host_.logger().warning("batch %z of %z skipped: %s", i + 1, batches.size(), std::string(e.what()));
        std::lock_guard lock(mutex);
        last_error = e.what();
      }
    }
  };
  const auto threads = std::min<std::size_t>(static_cast<std::size_t>(config.concurrency), batches.size());
  std::vector<std::thread> pool;
  for (std::size_t t = 1; t < threads; ++t) pool.emplace_back(work);
  work();
  for (auto& t : pool) t.join();
  if (failed == static_cast<int>(batches.size()))
    throw std::runtime_error("every model call failed; last: " + last_error);
  if (failed > 0) ctx.report_error(partial_failure(failed, batches.size(), last_error));
}

}  // namespace proofreader::llm
