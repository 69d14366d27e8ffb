#include <Poco/JSON/Object.h>

#include <catch2/catch.hpp>

#include "guides/ModelAssistedRules.hpp"

using proofreader::host::RecognizedRules;

TEST_CASE("model-assisted rules: glossary entries are never sent to the model", "[style][extract]") {
  RecognizedRules recognized;
  recognized.warnings = {{"API — программный интерфейс.", "глоссарий", true},
                         {"Избегайте слова апдейт в заголовках.", "не распознано", false}};
  std::string asked;
  const auto ask = [&](const std::string&, const std::string& prompt) -> std::optional<std::string> {
    asked = prompt;
    return R"({"rules":[{"statement":1,"kind":"forbidden","phrase":"апдейт","message":"Жаргон"},)"
           R"({"statement":2,"kind":"replace","phrase":"API","replacement":"интерфейс","message":"m"}]})";
  };
  CHECK(proofreader::host::add_model_rules(recognized, ask) == 1);
  CHECK(asked.find("API") == std::string::npos);
  CHECK(asked.find("1. Избегайте слова апдейт") != std::string::npos);
  REQUIRE(recognized.rules->size() == 1);
  CHECK(recognized.rules->getObject(0)->getValue<std::string>("phrase") == "апдейт");
  REQUIRE(recognized.warnings.size() == 1);
  CHECK(recognized.warnings[0].glossary);
}

TEST_CASE("model-assisted rules: only glossary entries left means no model call", "[style][extract]") {
  RecognizedRules recognized;
  recognized.warnings = {{"Сервер — компьютер в сети.", "глоссарий", true}};
  bool called = false;
  const auto ask = [&](const std::string&, const std::string&) -> std::optional<std::string> {
    called = true;
    return std::nullopt;
  };
  CHECK(proofreader::host::add_model_rules(recognized, ask) == 0);
  CHECK_FALSE(called);
}
