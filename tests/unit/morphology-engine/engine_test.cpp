#include <Poco/JSON/Array.h>

#include <algorithm>
#include <proofreader/sdk/http.hpp>

#include "engine_fixture.hpp"
#include "morphology_route.hpp"

using proofreader::testing::engine;
using proofreader::testing::InMemoryCheckContext;

TEST_CASE("morphology-engine: the engine describes itself", "[engine]") {
  const auto info = engine().info();
  CHECK(info.name == "morphology");
  CHECK(info.part == proofreader::sdk::CheckPart::language);
  CHECK(info.phase == proofreader::sdk::EnginePhase::deterministic);
  for (const char* c : {"passive_voice", "polite_vy", "sentence_length", "agreement"})
    CHECK(std::find(info.categories.begin(), info.categories.end(), c) != info.categories.end());
}

TEST_CASE("morphology-engine: remarks point into the right block with code-point offsets", "[engine]") {
  InMemoryCheckContext ctx({"Всё хорошо.", "Ёжик сказал: мы отправим Вам письмо."});
  engine().check(ctx);
  REQUIRE(ctx.remarks().size() == 1);
  const auto& r = ctx.remarks()[0];
  CHECK(r.block == 1);
  CHECK(r.offset == 25);
  CHECK(r.length == 3);
  CHECK(r.fragment == "Вам");
  const auto declared = engine().info().categories;  // the categories the engine may emit
  CHECK(std::find(declared.begin(), declared.end(), r.category) != declared.end());
  CHECK_FALSE(r.message.empty());
}

TEST_CASE("morphology-engine: protected spans are skipped", "[engine]") {
  InMemoryCheckContext ctx({"Мы отправим Вам письмо."});
  ctx.document_mutable().blocks[0].protected_spans.push_back(
      {proofreader::sdk::ProtectedSpan::Kind::code, 12, 3});
  engine().check(ctx);
  CHECK(ctx.remarks().empty());
}

TEST_CASE("morphology-engine: bad input neither crashes nor hangs", "[engine]") {
  InMemoryCheckContext ctx(
      {"", "\xff\xfe\xfd", std::string(20000, '.'), "Вы " + std::string(3000, 'a'), "«««»»» \"\"\" „“”"});
  CHECK_NOTHROW(engine().check(ctx));
}

TEST_CASE("morphology-engine: a team dictionary word it does not know is never guessed about",
          "[engine][dictionary]") {
  // Without the dictionary the passive-voice check takes the unknown words for participles from their
  // endings; the team said they are words, so no check analyses them by a guess.
  const std::vector<std::string> texts = {"Код отрефакторен разработчиком.", "Модуль был замокан тестом."};
  for (const auto& text : texts) {
    InMemoryCheckContext plain({text});
    engine().check(plain);
    CHECK(plain.remarks().size() == 1);
  }
  InMemoryCheckContext with_dictionary({texts[0], texts[1], "Отчёт был подготовлен аналитиком."});
  with_dictionary.set_dictionary({"замокан", "замокана", "отрефакторен", "отрефакторена", "подготовлен"});
  engine().check(with_dictionary);
  // A team word the dictionary knows keeps its analysis: «был подготовлен» is still the passive voice.
  REQUIRE(with_dictionary.remarks().size() == 1);
  CHECK(with_dictionary.remarks()[0].block == 2);
  CHECK(with_dictionary.remarks()[0].fragment == "был подготовлен");
}

TEST_CASE("morphology-engine: an engine without a dictionary fails the check with the reason", "[engine]") {
  proofreader::morphology_engine::MorphologyEngine broken(nullptr);
  InMemoryCheckContext ctx({"Текст."});
  CHECK_THROWS_WITH(broken.check(ctx), Catch::Contains("dictionary"));
}

TEST_CASE("morphology-engine: /api/morphology describes tokens, sentences and parses", "[engine]") {
  const char* build = std::getenv("PROOFREADER_BUILD_DIR");
  REQUIRE(build != nullptr);
  const auto morph = proofreader::russian::Morphology::open(std::string(build) + "/share/morphology/ru");
  const auto json = proofreader::morphology_engine::describe_text("Стали прочнее. См. https://x.ru", *morph);
  const auto tokens = json->getArray("tokens");
  REQUIRE(tokens->size() >= 5);
  const auto first = tokens->getObject(0);
  CHECK(first->getValue<std::string>("kind") == "word");
  const auto parses = first->getArray("parses");
  bool noun = false, verb = false;
  for (std::size_t i = 0; i < parses->size(); ++i) {
    const auto pos = parses->getObject(static_cast<unsigned>(i))->getValue<std::string>("pos");
    noun = noun || pos == "NOUN";
    verb = verb || pos == "VERB";
  }
  CHECK(noun);
  CHECK(verb);
  CHECK(tokens->getObject(static_cast<unsigned>(tokens->size() - 1))->getValue<std::string>("kind") == "url");
  CHECK(json->getArray("sentences")->size() == 2);
  const auto route = proofreader::morphology_engine::morphology_route(morph);
  CHECK(route.path == "/api/morphology");
  CHECK(route.access == proofreader::sdk::Access::user);
}
