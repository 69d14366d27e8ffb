// Issue 35, round 12: an indirect question opened by an interrogative word
// fills a plural verb's object place, so the singular noun before the verb is
// its subject, not the fronted object of an indefinite-personal sentence.
// Sentences made up for the tests (none from the evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: an indirect question after the verb fills its object place",
          "[agreement][issue35][round12]") {
  check_found({{"Этот флаг указывают, какой файл будет открыт.", "указывают", "указывает"},
               {"Этот ключ задают, по каким полям ведётся поиск.", "задают", "задаёт"},
               {"Этот счётчик показывают, сколько раз вызвана функция.", "показывают", "показывает"},
               {"Этот ползунок задают, насколько ярким будет экран.", "задают", "задаёт"},
               {"Этот регулятор определяют, как часто проверяется почта.", "определяют", "определяет"},
               {"Этот флажок показывают, включены или выключены подсказки.", "показывают", "показывает"}});
  // the singular verb agrees; a plural subject agrees; «как правило» and «как и» ask nothing
  check_unflagged(
      {"Этот флаг указывает, какой файл будет открыт.", "Эти ключи задают, по каким полям ведётся поиск.",
       "Этот файл удаляют, как правило, вручную.", "Этот файл удаляют, как и остальные.",
       "Этот файл удаляют, как обычно, вручную.", "Этот ползунок двигают, когда экран слишком яркий."});
}
