// Issue 35, round 16: a verb that is also a parenthetical word («оказывается»)
// is the verb when no comma sets it off and an instrumental complement follows
// it, and then it agrees with its subject. Sentences made up for the tests.
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: a parenthetical word's verb homonym before its complement",
          "[agreement][issue35][round16]") {
  check_found(
      {{"Если архивы оказывается повреждёнными, распаковка прерывается.", "оказывается", "оказываются"},
       {"Этот каталог оказываются пустым.", "оказываются", "оказывается"}});
  check_unflagged({"Если архивы оказываются повреждёнными, распаковка прерывается.",
                   "Архивы, оказывается, повреждены.", "Этот каталог оказывается пустым.",
                   "Архивы оказывается можно распаковать."});
}
