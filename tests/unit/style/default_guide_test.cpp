#include <proofreader/kit/utf8.hpp>

#include "guide_rules.hpp"
#include "style_context.hpp"

using proofreader::testing::default_guide_json;

namespace {

// Whether the guide `json` gives a remark of `rule_id` on the one-block text `text`.
bool fires(const std::string& json, const std::string& text, const std::string& rule_id) {
  proofreader::testing::StyleCheckContext ctx({text}, json);
  ctx.options_mutable().check_consistency = false;
  proofreader::testing::shared_engine().check(ctx);
  for (const auto& r : ctx.remarks())
    if (r.rule_id == "style." + rule_id) return true;
  return false;
}

}  // namespace

TEST_CASE("default guide: at least 150 rules, each with a message and an example", "[style][default]") {
  const auto guide = proofreader::style::parse_guide(default_guide_json());
  CHECK(guide.rules.size() >= 150);
  for (const auto& rule : guide.rules) {
    INFO(rule.id);
    CHECK(!rule.message.empty());
    CHECK(!rule.bad.empty());
  }
  proofreader::style::CompiledGuide compiled(guide, proofreader::testing::dictionary());
  CHECK(compiled.problems().empty());
}

TEST_CASE("default guide: every enabled rule fires on each of its bad examples", "[style][default]") {
  const auto json = default_guide_json();
  const auto guide = proofreader::style::parse_guide(json);
  for (const auto& rule : guide.rules) {
    if (!rule.enabled) continue;
    for (const auto& bad : rule.bad) {
      INFO(rule.id << ": " << bad);
      CHECK(fires(json, bad, rule.id));
    }
  }
}

TEST_CASE("default guide: no enabled rule fires on its own good examples", "[style][default]") {
  const auto json = default_guide_json();
  const auto guide = proofreader::style::parse_guide(json);
  for (const auto& rule : guide.rules) {
    if (!rule.enabled) continue;
    CHECK(!rule.good.empty());
    for (const auto& good : rule.good) {
      INFO(rule.id << ": " << good);
      CHECK_FALSE(fires(json, good, rule.id));
    }
  }
}

// A fix written back into a document (issue 26 §2) must be a fix: for every
// remark with one suggestion on a bad example, the example with that
// suggestion in place of the fragment no longer gets the remark.
TEST_CASE("default guide: a single suggestion, applied, fixes what its rule found", "[style][default]") {
  const auto json = default_guide_json();
  const auto guide = proofreader::style::parse_guide(json);
  int applied = 0;
  for (const auto& rule : guide.rules) {
    if (!rule.enabled) continue;
    for (const auto& bad : rule.bad) {
      proofreader::testing::StyleCheckContext ctx({bad}, json);
      ctx.options_mutable().check_consistency = false;
      proofreader::testing::shared_engine().check(ctx);
      for (const auto& r : ctx.remarks()) {
        if (r.rule_id != "style." + rule.id || r.suggestions.size() != 1) continue;
        std::string_view before;
        REQUIRE(proofreader::kit::utf8::slice(bad, 0, r.offset, before));
        std::string fixed =
            std::string(before) + r.suggestions[0] + bad.substr(before.size() + r.fragment.size());
        INFO(rule.id << ": " << bad << " → " << fixed);
        // A wrapping template («…») stands for the text it wraps, never for itself.
        for (const char* left : {"«…»", "\"…\"", "(…)"}) CHECK(fixed.find(left) == bad.find(left));
        CHECK_FALSE(fires(json, fixed, rule.id));
        ++applied;
      }
    }
  }
  CHECK(applied >= 20);
}
