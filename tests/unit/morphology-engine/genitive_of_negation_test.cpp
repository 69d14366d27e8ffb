// Issue 35, round 9: only a negated predicate may take a genitive object, so
// a «не» before an adverb or a particle leaves «всё», «это» before a genitive
// an attribute. Sentences made up for the tests (none from the evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: a «не» that negates no predicate allows no genitive after «всё», «это»",
          "[agreement][issue35][round9]") {
  check_found({{"Это не обязательно полный перечень всё файлов.", "всё файлов", "всех файлов"},
               {"Удалите копии всё файлов, а не только старых.", "всё файлов", "всех файлов"}});
  check_unflagged({"Это не обязательно полный перечень всех файлов.", "Это файлов не касается.",
                   "Это файлов никак не касается.", "Это каталогов не затрагивает."});
}
