// The guide's quote_style and yo_policy parameters, enforced as rules.
#include "style_context.hpp"

using proofreader::testing::shared_engine;
using proofreader::testing::StyleCheckContext;

namespace {

std::string guide(const std::string& parameters, const std::string& id) {
  return R"({"id":")" + id + R"(","name":"t","parameters":{)" + parameters + R"(},"rules":[]})";
}

StyleCheckContext run(const std::vector<std::string>& blocks, const std::string& g) {
  StyleCheckContext ctx(blocks, g);
  shared_engine().check(ctx);
  return ctx;
}

}  // namespace

TEST_CASE("style: yo_policy never reports every ё", "[style][policy]") {
  auto ctx =
      run({"Ещё раз нажмите «Далее».", "Все файлы сохранены."}, guide(R"("yo_policy":"never")", "yo-never"));
  REQUIRE(ctx.fragments("typography") == std::vector<std::string>{"ё"});
  CHECK(ctx.remarks().front().suggestions == std::vector<std::string>{"е"});
}

TEST_CASE("style: yo_policy always suggests the dictionary's ё", "[style][policy]") {
  auto ctx = run({"Еще раз проверьте счет.", "Все файлы на месте.", "Ещё раз."},
                 guide(R"("yo_policy":"always")", "yo-always"));
  const auto fragments = ctx.fragments("style");
  REQUIRE(fragments.size() == 2);
  CHECK(fragments[0] == "Еще");
  CHECK(fragments[1] == "счет");
  CHECK(ctx.remarks()[0].suggestions == std::vector<std::string>{"Ещё"});
  CHECK(ctx.remarks()[1].suggestions == std::vector<std::string>{"счёт"});
}

TEST_CASE("style: yo_policy optional and the default quote style add nothing", "[style][policy]") {
  auto ctx =
      run({"Еще раз нажмите «Далее»."}, guide(R"("yo_policy":"optional","quote_style":"«»")", "plain"));
  CHECK(ctx.remarks().empty());
}

TEST_CASE("style: quote_style reports quotes of the other styles", "[style][policy]") {
  auto low = run({"Нажмите «Сохранить»."}, guide(R"("quote_style":"„“")", "q-low"));
  CHECK(low.fragments("typography") == std::vector<std::string>{"«", "»"});
  auto straight = run({"Нажмите „Сохранить“ и «Далее»."}, guide(R"("quote_style":"\"\"")", "q-straight"));
  CHECK(straight.fragments("typography").size() == 4);
}
