// Issue 35, round 13: «в дальнейшем», «в общем» end their phrase before a noun
// that cannot be in it. Sentences made up for the tests (none from the
// evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: a mostly substantivised adjective after a preposition ends its phrase",
          "[agreement][issue35][round13]") {
  check_unflagged(
      {"В дальнейшем настройка выполняется автоматически.", "В общем программа работает быстрее."});
  // A locative or neuter singular noun may stand in the phrase: the attribute is checked.
  check_found({{"Файл хранится в общем папке.", "общем папке", "общей папке"},
               {"Программа открывается в общем окна.", "общем окна", "общего окна"},
               {"В текущем версия это исправлено.", "текущем версия", "текущая версия"},
               {"Запросы попадают в одно очередь.", "одно очередь", "одну очередь"}});
}
