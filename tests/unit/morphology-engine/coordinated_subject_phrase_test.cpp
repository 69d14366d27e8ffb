// Issue 35, round 15: a subject whose attribute has its own complement
// («связанный с ней источник») after «и», «или», «либо» is the last of
// several, and the predicate may be plural. Sentences made up for the tests
// (none from the evaluation texts).
#include <catch2/catch.hpp>

#include "engine_fixture.hpp"

using proofreader::testing::remarks_of;

TEST_CASE("morphology-engine: a coordinated subject with an attribute phrase takes a plural predicate",
          "[agreement][issue35][round15]") {
  for (const char* text :
       {"Этот файл или созданный из него архив удалены.", "Папка и записанный в неё журнал перемещены.",
        "Старый ключ либо выданный им сертификат отозваны.",
        "Сервер или подключённый к нему клиент перезапускаются."}) {
    INFO(text);
    CHECK(remarks_of("agreement", text).empty());
  }
  // Alone, the same subject disagrees with the plural.
  const auto alone = remarks_of("agreement", "Созданный из него архив удалены.");
  REQUIRE(alone.size() == 1);
  CHECK(alone[0].rule_id == "agreement.subject_verb");
}
