// Issue 35, round 15: an attribute with its complement, coordinated after a
// comma by «но», «а», «и» with a second attribute of the same noun («о
// найденных сканером, но не исправленных ошибках»), has that noun. Sentences
// made up for the tests (none from the evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_unflagged;
using proofreader::testing::remarks_of;

TEST_CASE("morphology-engine: an attribute phrase before a contrasted attribute has the noun after both",
          "[agreement][issue35][round15]") {
  check_unflagged({"Сообщать о найденных сканером, но не исправленных ошибках.",
                   "Показывать подписанные ключом, а потом отозванные сертификаты."});
  // A noun that the first attribute does not agree with is not its noun.
  const auto remarks = remarks_of("agreement", "Сообщать о найденных сканером, но не исправленной ошибке.");
  REQUIRE(remarks.size() == 1);
  CHECK(remarks[0].fragment == "найденных сканером");
}
