// Issue 35, round 12: a word that is also a noun in the genitive («данных» of
// «данные») right after a noun is that noun's attribute, not an attribute of
// the word after it. Sentences made up for the tests (none from the
// evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: a genitive noun homonym after a noun belongs to that noun",
          "[agreement][issue35][round12]") {
  check_unflagged({"Укажите для хранилища данных папку на диске.",
                   "Программа выбирает для копии данных папку по умолчанию."});
  // After a word other than a noun the pronominal «данный» is checked.
  check_found({{"Выберите данных папку на диске.", "данных папку", "данную папку"}});
}
