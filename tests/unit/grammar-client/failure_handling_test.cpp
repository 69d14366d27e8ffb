// The grammar-client engine against servers that fail: a 5xx is retried once,
// a timeout and a 4xx are not, a malformed answer fails with its reason.
#include <catch2/catch.hpp>

#include <chrono>

#include "grammar_client_engine.hpp"
#include "scripted_server.hpp"
#include "test_host.hpp"

using namespace proofreader;
using grammar_client::GrammarClientEngine;
using testing::one_block;
using testing::ScriptedServer;
using testing::TestContext;
using testing::TestHost;

namespace {

const char* kOneMatch =
    R"({"matches":[{"message":"Опечатка","offset":8,"length":9,"replacements":[{"value":"настройки"}],)"
    R"("rule":{"id":"MORFOLOGIK_RULE_RU_RU","issueType":"misspelling","category":{"id":"TYPOS"}}}]})";

TestHost host_for(const ScriptedServer& server, const std::string& timeout_ms = "2000") {
  return TestHost({{"PROOFREADER_GRAMMAR_URL", server.url()},
                   {"PROOFREADER_GRAMMAR_MAX_TEXT_LENGTH", "5000"},
                   {"PROOFREADER_GRAMMAR_TIMEOUT_MS", timeout_ms}});
}

}  // namespace

TEST_CASE("grammar-client: a 5xx is retried once and the second answer is used", "[grammar-client]") {
  ScriptedServer server({{503, "busy"}, {200, kOneMatch}});
  auto host = host_for(server);
  GrammarClientEngine engine(host);
  TestContext ctx(one_block("Откройте настроики профиля."));
  engine.check(ctx);
  CHECK(server.checks() == 2);
  REQUIRE(ctx.remarks.size() == 1);
  CHECK(ctx.remarks[0].category == "spelling");
  CHECK(ctx.remarks[0].suggestions == std::vector<std::string>{"настройки"});
}

TEST_CASE("grammar-client: a 5xx twice fails the check with the server's answer", "[grammar-client]") {
  ScriptedServer server({{500, "internal trouble"}});
  auto host = host_for(server);
  GrammarClientEngine engine(host);
  TestContext ctx(one_block("Текст."));
  CHECK_THROWS_WITH(engine.check(ctx), Catch::Contains("HTTP 500") && Catch::Contains("internal trouble"));
  CHECK(server.checks() == 2);
}

TEST_CASE("grammar-client: a server that hangs times out once, without a second wait", "[grammar-client]") {
  ScriptedServer server({{200, kOneMatch, 3000}});
  auto host = host_for(server, "300");
  GrammarClientEngine engine(host);
  TestContext ctx(one_block("Откройте настроики профиля."));
  const auto start = std::chrono::steady_clock::now();
  CHECK_THROWS_AS(engine.check(ctx), std::runtime_error);
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::milliseconds(2500));
  CHECK(server.checks() == 1);
  CHECK(ctx.remarks.empty());
}

TEST_CASE("grammar-client: a malformed answer or a refusal fails with the reason, unretried",
          "[grammar-client]") {
  const std::vector<std::pair<ScriptedServer::Answer, std::string>> cases = {
      {{200, "<html>proxy error</html>"}, "malformed"}, {{413, "Error: text too long"}, "413"}};
  for (const auto& [answer, reason] : cases) {
    INFO(reason);
    ScriptedServer server({answer});
    auto host = host_for(server);
    GrammarClientEngine engine(host);
    TestContext ctx(one_block("Текст."));
    CHECK_THROWS_WITH(engine.check(ctx), Catch::Contains(reason));
    CHECK(server.checks() == 1);
  }
}
