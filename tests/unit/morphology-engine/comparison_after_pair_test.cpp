// Issue 35, round 13: two coordinated adjectives before a comparison («как»,
// «чем») are one predicate and share a case.
// Sentences made up for the tests (none from the evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: coordinated predicate adjectives before a comparison share a case",
          "[agreement][issue35][round13]") {
  check_found({{"Интерфейс остаётся удобным и понятный как раньше.", "понятный", "понятным"},
               {"Эта схема оказалась более надёжной и дешёвая чем прежняя.", "дешёвая", "дешёвой"}});
  check_unflagged({"Интерфейс остаётся удобным и понятным как раньше.",
                   "Эта схема оказалась более надёжной и дешёвой чем прежняя.",
                   "Выберите старые и новые как обычно."});
}
