#include "compiled_guide.hpp"
#include "guide_rules.hpp"
#include "style_context.hpp"

using proofreader::testing::guide_with;
using proofreader::testing::shared_engine;
using proofreader::testing::StyleCheckContext;

namespace {

const std::string kClick = guide_with(
    R"j({"id":"click","kind":"replace","phrase":"кликнуть","replacement":"нажать","message":"жаргон"},
       {"id":"user","kind":"replace","phrase":"юзер","replacement":"пользователь","message":"жаргон"},
       {"id":"login","kind":"replace","phrase":"залогиниться","replacement":"войти","message":"жаргон"},
       {"id":"exercise","kind":"forbidden","phrase":"осуществлять {NOUN}","message":"канцелярит"},
       {"id":"given","kind":"forbidden","phrase":"данный","except":["данные","данных"],"message":"канцелярит"},
       {"id":"if","kind":"forbidden","match":"exact","phrase":"в случае если","message":"канцелярит"},
       {"id":"off","kind":"forbidden","phrase":"очень","message":"x","enabled":false},
       {"id":"dash","kind":"typography","pattern":"(?<=\\S) - (?=\\S)","literals":[" - "],"suggestions":[" — "],"message":"тире"})j");

StyleCheckContext run(const std::vector<std::string>& blocks, const std::string& guide = kClick) {
  StyleCheckContext ctx(blocks, guide);
  shared_engine().check(ctx);
  return ctx;
}

}  // namespace

TEST_CASE("style: a lemma rule finds every form of the word", "[style]") {
  auto ctx = run({"Кликните кнопку.", "Он кликнул дважды.", "Не кликайте.", "Пользователь нажал кнопку."});
  CHECK(ctx.fragments("style") == std::vector<std::string>{"Кликните", "кликнул"});
}

TEST_CASE("style: a replacement is inflected to the form found", "[style]") {
  auto ctx = run({"Кликните кнопку.", "Сообщите юзеру о сбое.", "Юзеры видят отчёт."});
  REQUIRE(ctx.remarks().size() == 3);
  CHECK(ctx.remarks()[0].suggestions == std::vector<std::string>{"Нажмите"});
  CHECK(ctx.remarks()[1].suggestions == std::vector<std::string>{"пользователю"});
  CHECK(ctx.remarks()[2].suggestions == std::vector<std::string>{"Пользователи"});
}

TEST_CASE("style: jargon the dictionary only predicts is found through its stem", "[style]") {
  auto ctx = run({"Залогиньтесь, чтобы продолжить.", "Пользователь залогинился вчера."});
  CHECK(ctx.fragments("style") == std::vector<std::string>{"Залогиньтесь", "залогинился"});
}

TEST_CASE("style: phrase rules with a part of speech and exact phrases", "[style]") {
  auto ctx = run({"Сервис осуществляет экспорт данных.", "В случае если ключ истёк, обновите его.",
                  "Сервис осуществляет быстро."});
  CHECK(ctx.fragments("style") == std::vector<std::string>{"осуществляет экспорт", "В случае если"});
}

TEST_CASE("style: excepted forms and disabled rules stay silent", "[style]") {
  auto ctx = run({"Данные сохраняются очень быстро.", "Данная настройка важна."});
  CHECK(ctx.fragments("style") == std::vector<std::string>{"Данная"});
}

TEST_CASE("style: typography rules run behind the literal prefilter", "[style]") {
  auto ctx = run({"Сервер - главный узел.", "Здесь нет тире-дефиса."});
  REQUIRE(ctx.fragments("typography") == std::vector<std::string>{" - "});
  CHECK(ctx.remarks().front().suggestions == std::vector<std::string>{" — "});
}

TEST_CASE("style: protected spans are not checked", "[style]") {
  StyleCheckContext ctx({"Запустите `кликнуть` и кликните."}, kClick);
  ctx.document_mutable().blocks[0].protected_spans.push_back(
      {proofreader::sdk::ProtectedSpan::Kind::code, 10, 10});
  shared_engine().check(ctx);
  REQUIRE(ctx.remarks().size() == 1);
  CHECK(ctx.remarks()[0].offset == 23);
}

TEST_CASE("style: check_styleguide off silences the guide", "[style]") {
  StyleCheckContext ctx({"Кликните кнопку."}, kClick);
  ctx.options_mutable().check_styleguide = false;
  shared_engine().check(ctx);
  CHECK(ctx.remarks().empty());
}

TEST_CASE("style: a new guide version replaces the cached one", "[style]") {
  proofreader::style::StyleEngine engine(proofreader::testing::dictionary());
  StyleCheckContext first({"Юзер кликнул."}, kClick, "[]", 1, "swap");
  engine.check(first);
  CHECK(first.remarks().size() == 2);
  const auto edited = guide_with(
      R"j({"id":"user","kind":"replace","phrase":"юзер","replacement":"пользователь","message":"m"})j");
  StyleCheckContext second({"Юзер кликнул."}, edited, "[]", 2, "swap");
  engine.check(second);
  CHECK(second.fragments("style") == std::vector<std::string>{"Юзер"});
}

TEST_CASE("style: a malformed guide fails the engine with a reason", "[style]") {
  StyleCheckContext ctx({"Текст."}, R"j({"rules":[{"kind":"nonsense","message":"m"}]})j");
  CHECK_THROWS_WITH(shared_engine().check(ctx), Catch::Contains("unknown kind"));
}

TEST_CASE("style: a term rule with a bad variant is left out whole, not half indexed", "[style]") {
  // The second variant cannot compile (a phrase must start with a word); the
  // first must not stay indexed under an index the next rule then takes.
  const std::string json = guide_with(
      R"j({"id":"half","kind":"term","preferred":"нажать","variants":["кликнуть","{NOUN} кнопку"],"message":"термин"},
         {"id":"very","kind":"forbidden","phrase":"очень","message":"лишнее"})j");
  proofreader::style::CompiledGuide compiled(proofreader::style::parse_guide(json),
                                             proofreader::testing::dictionary());
  REQUIRE(compiled.problems().size() == 1);
  CHECK_THAT(compiled.problems().front(), Catch::Matchers::StartsWith("rule half:"));
  CHECK(compiled.rule_count() == 1);
  CHECK(compiled.terms().empty());
  StyleCheckContext ctx({"Кликните очень быстро."}, json);
  ctx.options_mutable().check_consistency = false;
  shared_engine().check(ctx);
  REQUIRE(ctx.remarks().size() == 1);
  CHECK(ctx.remarks()[0].rule_id == "style.very");
  CHECK(ctx.fragments("style") == std::vector<std::string>{"очень"});
}

TEST_CASE("style: user regex rules report category custom with their suggestion", "[style]") {
  StyleCheckContext ctx(
      {"Версия v2 и v10."}, "",
      R"j([{"id":7,"pattern":"v\\d+","flags":"","message":"Пишите «версия N»","suggestion":"версия"}])j");
  shared_engine().check(ctx);
  REQUIRE(ctx.fragments("custom") == std::vector<std::string>{"v2", "v10"});
  CHECK(ctx.remarks()[0].rule_id == "custom.7");
  CHECK(ctx.remarks()[0].suggestions == std::vector<std::string>{"версия"});
}
