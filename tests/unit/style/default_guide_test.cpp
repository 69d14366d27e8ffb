#include "guide_rules.hpp"
#include "style_context.hpp"

using proofreader::testing::default_guide_json;

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

TEST_CASE("default guide: every enabled rule fires on its own bad example", "[style][default]") {
  const auto json = default_guide_json();
  const auto guide = proofreader::style::parse_guide(json);
  for (const auto& rule : guide.rules) {
    if (!rule.enabled) continue;
    INFO(rule.id << ": " << rule.bad.front());
    proofreader::testing::StyleCheckContext ctx({rule.bad.front()}, json);
    ctx.options_mutable().check_consistency = false;
    proofreader::testing::shared_engine().check(ctx);
    bool fired = false;
    for (const auto& r : ctx.remarks()) fired = fired || r.rule_id == "style." + rule.id;
    CHECK(fired);
  }
}
