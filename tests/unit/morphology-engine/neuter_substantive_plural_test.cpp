// Issue 35, round 10: the dictionary gives substantivised neuter adjectives
// («новое», «третье», «будущее») a plural, which made «новые», «третьи»,
// «будущих» a noun ending one phrase before another noun, so an attribute that
// disagrees with that noun passed. Their plural is no noun reading before a
// noun; a plural-only substantive («данные») and animate ones still are.
// Sentences made up for the tests.
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: the plural of a substantivised neuter adjective before a noun",
          "[agreement][issue35][round10]") {
  check_found({{"Отчёт был подписан третьи стороной.", "третьи стороной", "третьей стороной"},
               {"Проект поддерживается новые командой.", "новые командой", "новой командой"},
               {"Это изменится в будущих версия программы.", "будущих версия", "будущая версия"}});
  check_unflagged({
      "Отчёт был подписан третьей стороной.",
      "Функция инициализирует эти данные нулями.",
      "Новые данные записываются в конец файла.",
      "Сумма не зависит от порядка, в котором слагаемые складываются.",
      "Это изменится в будущих версиях программы.",
  });
}
