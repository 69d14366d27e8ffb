// Issue 35, round 8: a participle after «и» or «или» and another attribute is
// coordinated with it when the first agrees with the noun after them, so it
// must agree too («исходных и заменяющим шрифтов»), a possessive between or
// not. Sentences made up for the tests.
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: a participle coordinated with an attribute before it agrees with their noun",
          "[agreement][issue35]") {
  check_found(
      {{"Список исходных и заменяющим шрифтов.", "заменяющим шрифтов", "заменяющих шрифтов"},
       {"Список исходных и заменяющим их шрифтов.", "заменяющим их шрифтов", "заменяющих их шрифтов"}});
  check_unflagged({
      "Список исходных и заменяющих их шрифтов.",
      "Порт, созданный оболочкой и принадлежащий владельцу, закрыт.",
      "Список видимых и доступных пользователю файлов.",
      "Список исходных и заменяющих шрифтов.",
  });
}
