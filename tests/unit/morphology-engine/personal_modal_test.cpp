// Issue 35, round 16: «мочь» in the neuter singular is impersonal only before
// an infinitive that may take the noun before it as its object («этот файл
// могло повредить»); before an intransitive infinitive the noun is its subject,
// and a plural one disagrees («эти задержки могло повлиять»). Sentences made up
// for the tests.
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: «могло» before an intransitive infinitive has a subject",
          "[agreement][issue35][round16]") {
  check_found({{"Эти задержки могло повлиять на сборку.", "могло", "могли"},
               {"Если эти задержки могло повлиять на тест, повторите его.", "могло", "могли"}});
  check_unflagged({"Эти задержки могли повлиять на сборку.", "Этот файл могло повредить при копировании.",
                   "Это могло помешать сборке.", "Если получить адрес не удалось, повторите запрос."});
}
