// Issue 35, round 8: a participle has no comparative degree, so the
// dictionary's comparative homonym of «текущее», «соответствующее» no longer
// keeps them from being checked as attributes; a reading without a case (the
// comparative, a gerund) agrees with no noun. Sentences made up for the tests.
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: a participle-derived attribute is checked despite its comparative homonym",
          "[agreement][issue35]") {
  check_found({{"Сохраните текущее содержимого окна.", "текущее содержимого", "текущего содержимого"},
               {"Укажите соответствующее поля таблицы.", "соответствующее поля", "соответствующие поля"}});
  check_unflagged({
      "Сохраните текущее содержимое окна.",
      "Укажите соответствующие поля таблицы.",
      "Фильтр работает на основании текущего поля данных.",
      "Это значение, соответствующее стандарту.",
      "Текущее значение больше предыдущего.",
      "Этот процесс быстрее другого.",
  });
}
