#include <catch2/catch.hpp>

#include "TranslationText.hpp"

using namespace proofreader::api;

namespace {

Segment segment_of(std::string text) {
  Segment s;
  s.text = std::move(text);
  s.code = markdown_code_ranges(s.text);
  return s;
}

}  // namespace

TEST_CASE("Code, identifiers, URLs, path templates and glossary terms become placeholders and come back") {
  auto s = segment_of("Вызовите `GET /pets` для user_id {petId} на https://example.com через веб-интерфейс.");
  auto masked = mask_for_translation(s, {"веб-интерфейс"});
  CHECK(masked.text == "Вызовите ⟦1⟧ для ⟦2⟧ ⟦3⟧ на ⟦4⟧ через ⟦5⟧.");
  CHECK(masked.kept == std::vector<std::string>{"`GET /pets`", "user_id", "{petId}", "https://example.com",
                                                "веб-интерфейс"});
  auto back = unmask("Call ⟦1⟧ for ⟦2⟧ ⟦3⟧ at ⟦4⟧ via the ⟦5⟧.", masked);
  REQUIRE(back);
  CHECK(*back == "Call `GET /pets` for user_id {petId} at https://example.com via the веб-интерфейс.");
}

TEST_CASE("A reply that loses, repeats or invents a placeholder is refused") {
  auto masked = mask_for_translation(segment_of("Поле `a` и `b`"), {});
  REQUIRE(masked.kept.size() == 2);
  CHECK_FALSE(unmask("Field ⟦1⟧", masked));
  CHECK_FALSE(unmask("Field ⟦1⟧ ⟦1⟧ ⟦2⟧", masked));
  CHECK_FALSE(unmask("Field ⟦1⟧ ⟦2⟧ ⟦3⟧", masked));
  CHECK(unmask("Fields ⟦2⟧ and ⟦1⟧", masked) == std::optional<std::string>("Fields `b` and `a`"));
}

TEST_CASE("The batch goes out as JSON items and the reply is read by id") {
  CHECK(translation_batch({"a \"b\"", "c"}) ==
        R"({"items":[{"id":0,"text":"a \"b\""},{"id":1,"text":"c"}]})");
  auto reply =
      parse_translation_reply("```json\n{\"translations\":[{\"id\":1,\"text\":\"C\"},{\"id\":0}]}\n```");
  CHECK(reply.size() == 1);
  CHECK(reply.at(1) == "C");
  CHECK_THROWS(parse_translation_reply("no json here"));
  CHECK_THROWS(parse_translation_reply("{\"other\": 1}"));
  CHECK(translation_system_prompt("en").find("Russian into English") != std::string::npos);
}
