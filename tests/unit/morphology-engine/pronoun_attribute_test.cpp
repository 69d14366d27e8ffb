// Issue 35, round 15: an attribute after an indefinite or negative pronoun
// («никто другой», «ничто лишнее») belongs to the pronoun, not to the noun
// after it. Sentences made up for the tests (none from the evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: an attribute after an indefinite or negative pronoun belongs to it",
          "[agreement][issue35][round15]") {
  check_unflagged({"Пусть ничто лишнее экран не загромождает.",
                   "Если кто-нибудь посторонний папку откроет, журнал это запишет.",
                   "Пока никто другой запись не изменит, копия остаётся верной.",
                   "Если кто-то чужой строку удалит, восстановите её из копии."});
  // After the conjunction «что» the attribute is the noun's own.
  check_found({{"Убедитесь, что другой папку никто не открыл.", "другой папку", "другую папку"}});
}
