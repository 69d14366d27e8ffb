#include <chrono>

#include "style_context.hpp"

using namespace std::chrono;

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
  int stopped = 0;
  for (const auto& r : ctx.remarks()) stopped += r.rule_id == "custom.2.stopped";
  CHECK(stopped == 1);
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
