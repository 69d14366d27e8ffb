// Issue 35, round 13: an adjective standing for a noun left unsaid inside a
// complement between an attribute and its noun. Sentences made up for the
// tests (none from the evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: an adjective after a preposition may stand for an unsaid noun",
          "[agreement][issue35][round13]") {
  check_unflagged({"Отличные от стандартных параметры сохраняются в профиле.",
                   "Похожие на системные значки выделяются цветом."});
  // With no attribute before the preposition that the noun agrees with, or a noun the
  // preposition may govern, the adjective is checked.
  check_found(
      {{"Параметры отличаются от стандартных параметры.", "стандартных параметры", "стандартные параметры"},
       {"Задача решается одним из простых способом.", "простых способом", "простым способом"},
       {"Кнопки, расположенные в нижнюю части окна, неактивны.", "нижнюю части", "нижние части"}});
}
