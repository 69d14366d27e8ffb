// Issue 35, round 14: a passive participle with a pronoun for its agent agrees
// with the noun after the agent. Sentences made up for the tests (none from
// the evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: a participle with a pronoun agent agrees with the noun after it",
          "[agreement][issue35][round14]") {
  check_found(
      {{"Сохраните изменённым вами файл в архиве.", "изменённым вами файл", "изменённый вами файл"},
       {"Укажите пустой и созданную нами каталог.", "созданную нами каталог", "созданный нами каталог"}});
  check_unflagged({"Сохраните изменённый вами файл в архиве.", "Укажите пустой и созданный нами каталог.",
                   "Данные, переданные ими серверу, удаляются.", "Работайте с выбранным вами шаблоном."});
}
