// LlmEngine: the language-model pass (EnginePhase::model). It runs after the
// deterministic engines whenever a model address is configured; with an
// empty address it returns at once and sends nothing.
//
// Per check: the document is cut into batches; up to llm_concurrency batches
// are in flight at once, each one chat call whose validated remarks are
// emitted as soon as it finishes, so cards stream. A failed batch is logged
// and skipped; when every batch fails, check() throws so the report shows the
// engine failed. Settings are read on every check. Thread-safe: no state
// outside the stack of check().
#pragma once

#include <proofreader/sdk/engine.hpp>
#include <proofreader/sdk/host_services.hpp>

namespace proofreader::llm {

class LlmEngine : public sdk::Engine {
 public:
  explicit LlmEngine(sdk::HostServices& host) : host_(host) {}

  sdk::EngineInfo info() const override;
  void check(sdk::CheckContext& ctx) override;

 private:
  sdk::HostServices& host_;
};

}  // namespace proofreader::llm
