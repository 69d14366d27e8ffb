// Issue 35, round 15: after a preposition or a numeral an ordinal in the
// plural is a fraction, and the singular genitive after it is the unit it
// divides. Sentences made up for the tests (none from the evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: an ordinal fraction before the unit it divides",
          "[agreement][issue35][round15]") {
  check_unflagged({"Погрешность задаётся в пятых миллиметра.", "Шаг сетки равен трём восьмым дюйма."});
  // Before a noun in its own case the ordinal is its attribute again.
  check_found({{"Отчёт хранится в пятых папке.", "пятых папке", "пятой папке"}});
}
