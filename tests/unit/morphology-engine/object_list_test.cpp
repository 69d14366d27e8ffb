// Issue 35, round 14: a list after the verb whose next member can only be
// accusative is the verb's object, so the noun before the verb is its
// subject. Sentences made up for the tests (none from the evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: a list with an accusative-only member after the verb is its object",
          "[agreement][issue35][round14]") {
  check_found({{"Этот набор предоставляют удобный компилятор, справку и примеры.", "предоставляют",
                "предоставляет"}});
  check_unflagged({"Этот набор предоставляет удобный компилятор, справку и примеры.",
                   "Этот пакет устанавливают вручную, систему перезагружают.",
                   "Этот пакет ставят компилятор, систему перезагружают."});
}
