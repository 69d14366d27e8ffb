// Issue 35, round 15: a word in lower case that the dictionary reads only as a
// proper name is an unknown word, not the name. Sentences made up for the
// tests (none from the evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: a word in lower case read only as a name is not checked",
          "[agreement][issue35][round15]") {
  // «светов» (the lights of a photograph) is read only as the surname «Светов».
  check_unflagged({"Кривая поднимает контраст глубоких светов без потери деталей.",
                   "Маска отделяет области мягких светов от теней."});
  // Another form of a surname keeps its case and number, which are the noun's too.
  check_found({{"Удалите старые куками браузера.", "старые куками", "старыми куками"}});
  // A word with a common reading besides the name is still checked.
  check_found({{"Кривая усиливает глубокие тоном.", "глубокие тоном", "глубоким тоном"}});
}
