// Issue 35, round 13: «всего» before a noun it cannot count is the attribute
// «весь». Sentences made up for the tests (none from the evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: «всего» before a noun it cannot count is its attribute",
          "[agreement][issue35][round13]") {
  check_found({{"Права доступа применяются ко всего каталогам.", "всего каталогам", "всем каталогам"},
               {"Отчёт строится для всего разделов диска.", "всего разделов", "всех разделов"},
               {"Программа разошлёт всего участникам письмо.", "всего участникам", "всем участникам"}});
  check_unflagged({"Всего пользователей в системе пять.", "Отчёт занимает всего две страницы.",
                   "Отчёт строится для всего диска.", "Для всего двух файлов индекс не нужен.",
                   "Это займёт всего минуту.", "Права доступа применяются ко всем каталогам."});
}
