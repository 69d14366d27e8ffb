// The "style" engine: the rules of the style guide in force (categories
// style and typography, or whatever category a rule names), the user's regex
// rules (custom) and terms consistency (consistency).
//
// Owned by the host. Compiled guides are cached by (id, version) and compiled
// user rule sets by their JSON; both caches hand out shared_ptr<const …>, so
// a guide edited while checks run is swapped in for the next check without a
// restart, and the old version lives until its last check ends. check() is
// safe from any number of threads.
#pragma once

#include <proofreader/russian/morphology.hpp>
#include <proofreader/sdk/engine.hpp>
#include <proofreader/sdk/host_services.hpp>

#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <utility>

#include "compiled_guide.hpp"
#include "custom_rules.hpp"

namespace proofreader::style {

class StyleEngine final : public sdk::Engine {
 public:
  // Takes the host's shared morphology (russian::shared_morphology). Without
  // it lemma rules match only
  // the forms written in the guide; the failure is logged.
  explicit StyleEngine(sdk::HostServices& host);
  // With a dictionary already open (tests, the bench); may be null.
  explicit StyleEngine(std::shared_ptr<const russian::Morphology> morphology, RuleLimits limits = {});

  sdk::EngineInfo info() const override;
  void check(sdk::CheckContext& ctx) override;

  // The compiled form of `guide`, from the cache or compiled now.
  std::shared_ptr<const CompiledGuide> compiled(const sdk::StyleGuideView& guide);

 private:
  std::shared_ptr<const CustomRules> custom_rules(const std::string& json);

  sdk::HostServices* host_ = nullptr;
  std::shared_ptr<const russian::Morphology> morphology_;
  RuleLimits limits_;
  std::mutex mutex_;  // guards the two caches
  std::map<std::string, std::pair<int, std::shared_ptr<const CompiledGuide>>>
      guides_;                                                        // id → (version, guide)
  std::map<std::string, std::shared_ptr<const CustomRules>> custom_;  // JSON → rules
};

}  // namespace proofreader::style
