// Issue 35, round 13: a transitive homonym the dictionary finds less likely
// than the intransitive reading of the same form («выходят», «выглядят»)
// makes no indefinite-personal sentence with a fronted object.
// Sentences made up for the tests (none from the evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: a rare transitive homonym of the verb takes no fronted object",
          "[agreement][issue35][round13]") {
  check_found({{"Если индекс выходят за границы массива, программа завершается.", "выходят", "выходит"},
               {"Этот экран выглядят пустым.", "выглядят", "выглядит"},
               {"Этот пункт выходят за рамки документа.", "выходят", "выходит"}});
  // Both readings as likely, or the transitive one only: the fronted object stays.
  check_unflagged({"Этот параметр изменяют вручную.", "Если файл удалили, восстановите его.",
                   "Эти значения выходят за пределы.", "Этот экран выглядит пустым."});
}
