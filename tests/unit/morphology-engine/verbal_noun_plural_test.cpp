// Issue 35, round 15: a verbal noun the dictionary gives no plural
// («шифрование») is a nominative plural before a plural predicate.
// Sentences made up for the tests (none from the evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_unflagged;
using proofreader::testing::remarks_of;

TEST_CASE("morphology-engine: a singular-only verbal noun counted as a plural subject",
          "[agreement][issue35][round15]") {
  check_unflagged({"Поскольку частые шифрования дисков заметны, сеть видна.",
                   "Работа замедляется, поскольку частые сканирования портов чётко опознаются в эфире."});
  // Before a singular predicate the genitive is no plural subject.
  const auto remarks = remarks_of(
      "agreement", "Работа замедляется, поскольку частые сканирования портов чётко опознаётся в эфире.");
  REQUIRE(remarks.size() == 1);
  CHECK(remarks[0].fragment == "частые сканирования");
}
