// Issue 35, round 13: a passive participle opening a verbless description,
// its agent after it. Sentences made up for the tests (none from the
// evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE(
    "morphology-engine: a sentence-initial passive participle with only its agent describes an unsaid noun",
    "[agreement][issue35][round13]") {
  check_unflagged({"Выделенные запятыми, без пробелов.", "Подписанные ключом и сертификатом.",
                   "Выделенные запятыми файлы копируются."});
  // A participle inside the sentence is checked.
  check_found({{"Программа читает выделенные запятыми, без пробелов.", "выделенные запятыми",
                "выделенными запятыми"}});
}
