// Issue 35, round 13: an oblique demonstrative before a nominative noun is the
// pronoun «это» only in the genitive of negation. Sentences made up for the
// tests (none from the evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: an oblique demonstrative before a nominative noun is its attribute",
          "[agreement][issue35][round13]") {
  check_found({{"Этим программа сохраняет журнал на диск.", "Этим программа", "Эта программа"},
               {"Этого служба принимает только локальные запросы.", "Этого служба", "Эта служба"},
               {"Когда этим задача завершена, ввод снова доступен.", "этим задача", "эта задача"}});
  check_unflagged({"Этого пользователь не увидит.", "Этого администратор никогда не допустит.",
                   "Этим объясняется задержка запуска.", "Этим вы подтверждаете выбор.",
                   "Эта программа сохраняет журнал на диск.", "При этом сервер перезапускается."});
}
