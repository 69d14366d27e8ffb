// Issue 35, round 10: «как» after a correlative and its comma («после того,
// как», «перед тем, как») opens a clause as «что» does, so a noun after it
// that may be a genitive («байт», «значения») is the clause's subject, and a
// verb disagreeing with it is found. A «как» elsewhere opens none. Sentences
// made up for the tests.
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: a subject after «того, как»", "[agreement][issue35][round10]") {
  check_found({{"После того, как первый байт станут доступен, таймер перезапускается.", "станут", "станет"},
               {"Перед тем, как значения изменится, выводится предупреждение.", "изменится", "изменятся"}});
  check_unflagged({
      "После того, как первый байт станет доступен, таймер перезапускается.",
      "Перед тем, как значения изменятся, выводится предупреждение.",
      "Так как его возможности предоставляет read(2), отдельного вызова нет.",
  });
}

// Round 16: «как» right after a verb and its comma opens an indirect question
// («Опишите, как …», «показывает, как …»), whose subject may be a noun that is
// also a genitive.
TEST_CASE("morphology-engine: a subject after an indirect question's «как»",
          "[agreement][issue35][round16]") {
  check_found({{"Опишите, как эти записи влияет на сборку.", "влияет", "влияют"},
               {"Журнал показывает, как записи обновляется при импорте.", "обновляется", "обновляются"}});
  check_unflagged({
      "Опишите, как эти записи влияют на сборку.",
      "Журнал показывает, как записи обновляются при импорте.",
      "Работает так же, как эти правила.",
  });
}
