// The "morphology" engine: passive voice, the polite capitalised «Вы»,
// sentence length and agreement, over the OpenCorpora dictionary.
//
// Owned by the host. The dictionary is opened once in the constructor and
// shared read-only, so check() and the /api/morphology handler may run on any
// number of threads at once; all per-check state lives on the stack.
#pragma once

#include <memory>
#include <proofreader/russian/morphology.hpp>
#include <proofreader/sdk/engine.hpp>
#include <proofreader/sdk/host_services.hpp>
#include <string>

namespace proofreader::morphology_engine {

class MorphologyEngine final : public sdk::Engine {
 public:
  // Takes the host's shared morphology (russian::shared_morphology; the host
  // opens PROOFREADER_MORPHOLOGY_DICT once for all plugins). A missing dictionary is
  // logged; check() then fails with that reason instead of the host failing.
  explicit MorphologyEngine(sdk::HostServices& host);
  // With a dictionary already open (tests, tools).
  explicit MorphologyEngine(std::shared_ptr<const russian::Morphology> morphology);

  sdk::EngineInfo info() const override;
  void check(sdk::CheckContext& ctx) override;
  void register_routes(sdk::RouteRegistrar& routes) override;

 private:
  std::shared_ptr<const russian::Morphology> morphology_;
  std::string load_error_;
};

}  // namespace proofreader::morphology_engine
