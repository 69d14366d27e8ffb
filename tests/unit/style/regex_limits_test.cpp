#include <chrono>

#include "style_context.hpp"

using namespace std::chrono;

namespace {

int count_rule(const proofreader::testing::StyleCheckContext& ctx, const std::string& rule_id) {
  int n = 0;
  for (const auto& r : ctx.remarks()) n += r.rule_id == rule_id;
  return n;
}

}  // namespace

TEST_CASE("style: a catastrophic user pattern finishes and is reported", "[style][limits]") {
  const std::string text = std::string(5000, 'a') + "b";
  proofreader::style::StyleEngine engine(nullptr, {{}, milliseconds(200)});
  proofreader::testing::StyleCheckContext ctx({text, "ещё блок aaa"}, "",
                                              R"j([{"id":1,"pattern":"(a+)+$","message":"m"}])j");
  const auto began = steady_clock::now();
  engine.check(ctx);
  CHECK(steady_clock::now() - began < seconds(5));
  REQUIRE(ctx.remarks().size() == 1);
  CHECK(ctx.remarks()[0].rule_id == "custom.1.stopped");
  CHECK(ctx.remarks()[0].block == 0);
}

TEST_CASE("style: the time budget stops a slow rule for the rest of the check", "[style][limits]") {
  // Each search is cheap, but there are very many: the budget ends the rule.
  std::vector<std::string> blocks(2000, std::string(2000, 'x'));
  proofreader::style::StyleEngine engine(nullptr, {{}, milliseconds(5)});
  proofreader::testing::StyleCheckContext ctx(blocks, "", R"j([{"id":2,"pattern":"(?=x)","message":"m"}])j");
  engine.check(ctx);
  CHECK(count_rule(ctx, "custom.2.stopped") == 1);
}

TEST_CASE("style: a catastrophic guide pattern is stopped once and reported", "[style][limits]") {
  const std::vector<std::string> blocks(1000, std::string(3000, 'a') + "b");
  proofreader::style::StyleEngine engine(nullptr, {{}, milliseconds(200)});
  proofreader::testing::StyleCheckContext ctx(
      blocks,
      proofreader::testing::guide_with(
          R"j({"id":"nested","kind":"regex","pattern":"(a+)+$","message":"m","category":"typography"})j"));
  ctx.options_mutable().check_consistency = false;
  const auto began = steady_clock::now();
  engine.check(ctx);
  CHECK(steady_clock::now() - began < seconds(5));
  REQUIRE(count_rule(ctx, "style.nested.stopped") == 1);
  for (const auto& r : ctx.remarks())
    if (r.rule_id == "style.nested.stopped") {
      CHECK(r.block == 0);
      CHECK(r.category == "typography");
      CHECK(r.message.find("превышен предел перебора") != std::string::npos);
    }
}

TEST_CASE("style: a slow guide pattern has one budget per check, not one per block", "[style][limits]") {
  // Each block alone is far under the budget; all of them together are not.
  const std::vector<std::string> blocks(2000, std::string(2000, 'x'));
  proofreader::style::StyleEngine engine(nullptr, {{}, milliseconds(5)});
  proofreader::testing::StyleCheckContext ctx(
      blocks,
      proofreader::testing::guide_with(R"j({"id":"slow","kind":"regex","pattern":"(?=x)","message":"m"})j"));
  ctx.options_mutable().check_consistency = false;
  const auto began = steady_clock::now();
  engine.check(ctx);
  CHECK(steady_clock::now() - began < seconds(2));
  CHECK(count_rule(ctx, "style.slow.stopped") == 1);
}

TEST_CASE("style: user rules that do not compile are left out, the rest run", "[style][limits]") {
  proofreader::testing::StyleCheckContext ctx(
      {"abc"}, "", R"j([{"id":1,"pattern":"(","message":"m"},{"id":2,"pattern":"b","message":"m"}])j");
  proofreader::testing::shared_engine().check(ctx);
  CHECK(ctx.fragments("custom") == std::vector<std::string>{"b"});
}

TEST_CASE("style: PcrePattern reports the position of a compile error", "[style][limits]") {
  try {
    proofreader::style::PcrePattern pattern("abc(def");
    FAIL("compiled");
  } catch (const proofreader::style::PatternError& e) {
    CHECK(e.offset() == 7);
  }
  CHECK_THROWS_AS(proofreader::style::PcrePattern("a", "q"), proofreader::style::PatternError);
}
