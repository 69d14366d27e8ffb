// The engine over an in-process model: batches become calls and cards, a
// failed batch is reported without failing the check, calls are limited
// across checks, and the settings travel in every request.
#include <catch2/catch.hpp>

#include <Poco/JSON/Parser.h>

#include <thread>

#include "llm_engine.hpp"
#include "model_host.hpp"

using namespace proofreader;

namespace {

// `n` paragraphs of about 4 KB: two never share a 6 KB batch.
sdk::Document paragraphs(int n) {
  sdk::Document d;
  for (int i = 0; i < n; ++i) {
    std::string text = "Абзац " + std::to_string(i) + ": ";
    while (text.size() < 4000) text += "Нажмите кнопку для сохранения изменений. ";
    d.blocks.push_back({i, "paragraph", text, {}, {}, 0, false, {}});
  }
  return d;
}

const char* kAnswer = R"({"remarks":[{"fragment":"для сохранения изменений","message":"Уточните."}]})";

}  // namespace

TEST_CASE("several batches make several calls, each answered as its own card") {
  testing::ModelHost host({{"llm_base_url", "http://127.0.0.1:1"}});
  host.answer = kAnswer;
  llm::LlmEngine engine(host);
  testing::RecordingContext ctx(paragraphs(3));
  engine.check(ctx);
  CHECK(host.requests().size() == 3);
  const auto cards = ctx.cards();
  REQUIRE(cards.size() == 3);
  for (const auto& card : cards) CHECK(card.size() == 1);
  CHECK(ctx.error().empty());
}

TEST_CASE("a failed batch is reported, the others still count, and the check does not fail") {
  testing::ModelHost host({{"llm_base_url", "http://127.0.0.1:1"}});
  host.answer = kAnswer;
  SECTION("one of five") {
    host.fail_marker = "Абзац 2:";
    llm::LlmEngine engine(host);
    testing::RecordingContext ctx(paragraphs(5));
    REQUIRE_NOTHROW(engine.check(ctx));
    CHECK(ctx.cards().size() == 4);
    CHECK(ctx.error().rfind("1 из 5 пакетов не выполнен: ", 0) == 0);
    CHECK(ctx.error().find("HTTP 500") != std::string::npos);
  }
  SECTION("every one") {
    host.fail_marker = "Абзац";
    llm::LlmEngine engine(host);
    testing::RecordingContext ctx(paragraphs(2));
    CHECK_THROWS(engine.check(ctx));
  }
}

TEST_CASE("the report's wording agrees with the number of failed batches") {
  CHECK(llm::partial_failure(2, 5, "x") == "2 из 5 пакетов не выполнены: x");
  CHECK(llm::partial_failure(21, 30, "x") == "21 из 30 пакетов не выполнен: x");
  CHECK(llm::partial_failure(11, 30, "x") == "11 из 30 пакетов не выполнены: x");
}

TEST_CASE("llm_concurrency limits the calls in flight across checks running at once") {
  testing::ModelHost host({{"llm_base_url", "http://127.0.0.1:1"}, {"llm_concurrency", "2"}});
  host.call_ms = 30;
  llm::LlmEngine engine(host);
  testing::RecordingContext a(paragraphs(6)), b(paragraphs(6)), c(paragraphs(6));
  std::thread first([&] { engine.check(a); });
  std::thread second([&] { engine.check(b); });
  engine.check(c);
  first.join();
  second.join();
  CHECK(host.requests().size() == 18);
  CHECK(host.most_in_flight() == 2);
}

TEST_CASE("temperature, max_tokens and the model go out as set, the address and the key are the host's") {
  testing::ModelHost host({{"llm_base_url", "http://127.0.0.1:1/v1/"},
                           {"llm_model", "m"},
                           {"llm_temperature", "0.7"},
                           {"llm_max_tokens", "333"}});
  llm::LlmEngine engine(host);
  testing::RecordingContext ctx(paragraphs(1));
  engine.check(ctx);
  const auto requests = host.requests();
  REQUIRE(requests.size() == 1);
  CHECK(requests[0].target == sdk::HttpRequest::Target::model);
  CHECK(requests[0].url == "chat/completions");
  for (const auto& [name, value] : requests[0].headers) CHECK(name != "Authorization");
  auto body = Poco::JSON::Parser().parse(requests[0].body).extract<Poco::JSON::Object::Ptr>();
  CHECK(body->getValue<double>("temperature") == Approx(0.7));
  CHECK(body->getValue<int>("max_tokens") == 333);
  CHECK(body->getValue<std::string>("model") == "m");
}

TEST_CASE("a 1 MB single paragraph goes as many calls, none over the batch budget") {
  testing::ModelHost host({{"llm_base_url", "http://127.0.0.1:1"}, {"llm_concurrency", "4"}});
  sdk::Document d;
  d.blocks.push_back({0, "paragraph", {}, {}, {}, 0, false, {}});
  while (d.blocks[0].text.size() < (1u << 20)) d.blocks[0].text += "Проверьте журнал сервера после запуска. ";
  llm::LlmEngine engine(host);
  testing::RecordingContext ctx(d);
  engine.check(ctx);
  const auto requests = host.requests();
  CHECK(requests.size() >= (1u << 20) / 6000);
  for (const auto& r : requests) {
    auto body = Poco::JSON::Parser().parse(r.body).extract<Poco::JSON::Object::Ptr>();
    const auto user = body->getArray("messages")->getObject(1)->getValue<std::string>("content");
    CHECK(user.size() <= 6000 + 20);  // the text and its "Текст:\n[0] " tag
  }
}
