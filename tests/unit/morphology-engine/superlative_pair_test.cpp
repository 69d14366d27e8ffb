// Issue 35, round 14: «самый», «наиболее» before two coordinated adjectives
// grade both; the second shares the first one's case even before a
// preposition. Sentences made up for the tests (none from the evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: a superlative grades both coordinated adjectives",
          "[agreement][issue35][round14]") {
  check_found({{"Этот сервер считается самым быстрым и надёжные в сети.", "надёжные", "надёжным"},
               {"Она оказалась наиболее удобной и простая в работе.", "простая", "простой"}});
  check_unflagged({"Этот сервер считается самым быстрым и надёжным в сети.",
                   "Файлы, являющиеся печатными и отсутствующие в таблице, пропускаются."});
}
