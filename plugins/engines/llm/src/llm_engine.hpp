// LlmEngine: the language-model pass (EnginePhase::model). It runs after the
// deterministic engines whenever a model address is configured; with an
// empty address it returns at once and sends nothing.
//
// Per check: the document is cut into batches, each one chat call whose
// validated remarks are emitted as soon as it finishes, so cards stream.
// At most llm_concurrency calls are in flight in the whole process, whatever
// the number of jobs (CallLimit). A failed batch is skipped and reported
// through CheckContext::report_error («2 из 5 пакетов не выполнены: …»), the
// engine staying done; when every batch fails, check() throws so the report
// shows the engine failed. Settings are read on every check. Thread-safe:
// apart from the call limit, no state outside the stack of check().
#pragma once

#include <string>

#include <proofreader/sdk/engine.hpp>
#include <proofreader/sdk/host_services.hpp>

#include "call_limit.hpp"

namespace proofreader::llm {

class LlmEngine : public sdk::Engine {
 public:
  explicit LlmEngine(sdk::HostServices& host) : host_(host) {}

  sdk::EngineInfo info() const override;
  void check(sdk::CheckContext& ctx) override;

 private:
  sdk::HostServices& host_;
  CallLimit calls_;
};

// The report's error for a check in which `failed` of `total` batches failed.
std::string partial_failure(int failed, std::size_t total, const std::string& last_error);

}  // namespace proofreader::llm
