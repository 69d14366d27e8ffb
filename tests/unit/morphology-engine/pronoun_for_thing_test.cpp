// Issue 35, round 13: only «весь» stands for things in the neuter singular
// before a noun it does not agree with. Sentences made up for the tests (none
// from the evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: a neuter «другой» before a noun is its attribute",
          "[agreement][issue35][round13]") {
  check_found({{"Укажите другому расширение файла.", "другому расширение", "другое расширение"},
               {"Программа задаёт иному окно свой заголовок.", "иному окно", "иное окно"}});
  check_unflagged({"Укажите другое расширение файла.", "Это сэкономит всему отделу время.",
                   "Передайте другим доступ к папке.", "Программа сохранит всем время."});
}
