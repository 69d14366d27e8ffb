// Issue 35, round 9: «что такое» ("what is") is invariant, so only the form
// «такое» after «что» stands apart from the noun after it. Sentences made up
// for the tests (none from the evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: only «такое» after «что» stands apart from the noun after it",
          "[agreement][issue35][round9]") {
  check_found(
      {{"Заметим, что такими прерывание вызывается сигналом.", "такими прерывание", "такое прерывание"}});
  check_unflagged({"Объясните, что такое прерывание.", "Что такое файлы?", "Неясно, что такие файлы делают.",
                   "Узнайте, что такая ошибка значит."});
}
