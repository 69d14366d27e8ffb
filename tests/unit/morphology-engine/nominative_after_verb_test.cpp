// Issue 35, round 12: a noun after a plural verb that can only be nominative
// is its subject, so the noun before the verb is no fronted object of an
// indefinite-personal sentence, and the verb disagrees.
// Sentences made up for the tests (none from the evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: a nominative-only noun after a plural verb is its subject",
          "[agreement][issue35][round12]") {
  check_found({{"Этот ключ выдают местный администратор.", "выдают", "выдаёт"},
               {"Этот файл создают программа установки.", "создают", "создаёт"}});
  // an indefinite-personal sentence, a plural subject after, a prepositional phrase, another clause
  check_unflagged({"Этот ключ выдаёт местный администратор.", "Этот ключ выдают по запросу.",
                   "Этот ключ выдают местные администраторы.", "Этот ключ выдают для администратора.",
                   "Этот файл создают, когда программа запускается."});
}
