#include "style_engine.hpp"

#include <algorithm>
#include <optional>
#include <proofreader/kit/settings.hpp>
#include <proofreader/russian/plugin_dictionary.hpp>

#include "consistency_check.hpp"
#include "word_scanner.hpp"

namespace proofreader::style {

namespace {

// Distinct user rule sets kept compiled; past this the cache starts over.
constexpr std::size_t kMaxCachedRuleSets = 64;

bool same_span(const sdk::Remark& a, const sdk::Remark& b) {
  return a.block == b.block && a.offset == b.offset && a.length == b.length;
}

}  // namespace

StyleEngine::StyleEngine(sdk::HostServices& host) : host_(&host) {
  try {
    morphology_ = russian::shared_morphology(host);
  } catch (const std::exception& e) {
    host.logger().error(
        std::string("morphology dictionary not loaded, lemma rules match written forms only: ") + e.what());
  }
  limits_.budget =
      std::chrono::milliseconds(kit::whole_number_setting(host, "PROOFREADER_STYLE_RULE_BUDGET_MS"));
}

StyleEngine::StyleEngine(std::shared_ptr<const russian::Morphology> morphology, RuleLimits limits)
    : morphology_(std::move(morphology)), limits_(limits) {}

sdk::EngineInfo StyleEngine::info() const {
  sdk::EngineInfo info;
  info.name = "style";
  info.version = "1.0.0";
  info.phase = sdk::EnginePhase::deterministic;
  info.part = sdk::CheckPart::always;  // styleguide and consistency are read in check()
  info.categories = {"style", "typography", "custom", "consistency"};
  return info;
}

std::shared_ptr<const CompiledGuide> StyleEngine::compiled(const sdk::StyleGuideView& guide) {
  {
    std::lock_guard lock(mutex_);
    const auto it = guides_.find(guide.id);
    if (it != guides_.end() && it->second.first == guide.version) return it->second.second;
  }
  // Compiled outside the lock: other guides' checks go on meanwhile.
  auto fresh = std::make_shared<const CompiledGuide>(parse_guide(guide.json), morphology_);
  if (host_)
    for (const auto& problem : fresh->problems())
      host_->logger().warning("guide " + guide.id + " v" + std::to_string(guide.version) + ": " + problem);
  std::lock_guard lock(mutex_);
  guides_[guide.id] = {guide.version, fresh};
  return fresh;
}

std::shared_ptr<const CustomRules> StyleEngine::custom_rules(const std::string& json) {
  std::lock_guard lock(mutex_);
  if (const auto it = custom_.find(json); it != custom_.end()) return it->second;
  if (custom_.size() >= kMaxCachedRuleSets) custom_.clear();
  auto rules = std::make_shared<const CustomRules>(json);
  custom_[json] = rules;
  return rules;
}

void StyleEngine::check(sdk::CheckContext& ctx) {
  const auto& options = ctx.options();
  const auto& document = ctx.document();
  std::shared_ptr<const CompiledGuide> guide;
  std::shared_ptr<const CustomRules> custom;
  if (options.check_styleguide) {
    if (const auto* view = ctx.styleguide()) guide = compiled(*view);
    if (!ctx.custom_rules_json().empty()) custom = custom_rules(ctx.custom_rules_json());
  }
  if (!guide && !custom && !options.check_consistency) return;

  std::vector<std::vector<Word>> words;
  words.reserve(document.blocks.size());
  for (const auto& block : document.blocks) words.push_back(scan_words(block.text));

  // Consistency first: a guide term mixed with its variants in one document
  // is reported there once, not again as a style remark.
  std::vector<std::vector<sdk::Remark>> by_block(document.blocks.size());
  if (options.check_consistency) {
    static const std::vector<TermGroup> no_terms;
    for (auto& r : check_consistency(document, words, guide ? guide->terms() : no_terms, morphology_.get())) {
      for (std::size_t b = 0; b < document.blocks.size(); ++b)
        if (document.blocks[b].index == r.block) by_block[b].push_back(std::move(r));
    }
  }
  RuleBudgets guide_budgets(guide ? guide->regex_count() : 0, limits_);
  std::optional<CustomRuleRun> custom_run;
  if (custom) custom_run.emplace(*custom, limits_);
  for (std::size_t b = 0; b < document.blocks.size(); ++b) {
    if (ctx.cancelled()) return;
    auto& remarks = by_block[b];
    const std::size_t consistency_count = remarks.size();
    if (guide) {
      std::vector<sdk::Remark> found;
      guide->check(document.blocks[b], words[b], guide_budgets, found);
      for (auto& r : found) {
        const bool repeats = std::any_of(remarks.begin(), remarks.begin() + consistency_count,
                                         [&](const sdk::Remark& c) { return same_span(c, r); });
        if (!repeats) remarks.push_back(std::move(r));
      }
    }
    if (custom_run) custom_run->check(document.blocks[b], remarks);
    if (!remarks.empty()) ctx.emit(std::move(remarks));
  }
}

}  // namespace proofreader::style
