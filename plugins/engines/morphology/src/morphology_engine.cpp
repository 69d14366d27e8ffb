#include "morphology_engine.hpp"

#include <proofreader/russian/plugin_dictionary.hpp>
#include <stdexcept>

#include "block_analysis.hpp"
#include "checks.hpp"
#include "morphology_route.hpp"
#include "style_parameters.hpp"

namespace proofreader::morphology_engine {

MorphologyEngine::MorphologyEngine(sdk::HostServices& host) {
  try {
    morphology_ = russian::shared_morphology(host);
  } catch (const std::exception& e) {
    load_error_ = std::string("morphology dictionary not loaded: ") + e.what();
    host.logger().error(load_error_);
  }
}

MorphologyEngine::MorphologyEngine(std::shared_ptr<const russian::Morphology> morphology)
    : morphology_(std::move(morphology)) {
  if (!morphology_) load_error_ = "morphology dictionary not loaded";
}

sdk::EngineInfo MorphologyEngine::info() const {
  sdk::EngineInfo info;
  info.name = "morphology";
  info.version = "1.0.0";
  info.phase = sdk::EnginePhase::deterministic;
  info.part = sdk::CheckPart::language;
  info.categories = {"passive_voice", "polite_vy", "sentence_length", "agreement"};
  info.merge_precedence = 2;  // names what disagrees with what, which a grammar checker does not
  return info;
}

void MorphologyEngine::check(sdk::CheckContext& ctx) {
  if (!morphology_) throw std::runtime_error(load_error_);
  const auto* guide = ctx.styleguide();
  const StyleParameters params = read_style_parameters(guide ? guide->json : std::string());
  for (const auto& block : ctx.document().blocks) {
    if (ctx.cancelled()) return;
    const AnalysedBlock analysed = analyse_block(block, *morphology_, ctx.dictionary_words());
    std::vector<sdk::Remark> remarks;
    check_passive_voice(analysed, remarks);
    check_polite_vy(analysed, params.vy_policy, remarks);
    check_sentence_length(analysed, params.sentence_length_limit, remarks);
    check_agreement(analysed, *morphology_, remarks);
    check_government(analysed, *morphology_, remarks);
    if (!remarks.empty()) ctx.emit(std::move(remarks));
  }
}

void MorphologyEngine::register_routes(sdk::RouteRegistrar& routes) {
  if (morphology_) routes.add(morphology_route(morphology_));
}

}  // namespace proofreader::morphology_engine
