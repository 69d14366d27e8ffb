// Issue 35, round 13: a noun that is also a possessive adjective («мышью»)
// is the noun. Sentences made up for the tests (none from the evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: a noun with a possessive adjective homonym is no attribute",
          "[agreement][issue35][round13]") {
  check_unflagged({"Перетащите мышью значок на панель.", "Выделите мышью текст абзаца."});
  // A plain adjective is still checked, and so is a possessive with no noun homonym.
  check_found({{"Перетащите новым значок на панель.", "новым значок", "новый значок"},
               {"Нарисуйте рыбью хвост.", "рыбью хвост", "рыбий хвост"}});
}
