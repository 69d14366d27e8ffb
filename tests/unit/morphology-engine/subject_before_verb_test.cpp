// Issue 35, round 17: the subject before a plural verb. A Latin name after an
// oblique noun names it and is no subject («Значением who являются …»); an
// infinitive with an object of its own, after a parenthesis too, leaves the
// noun before the verb no place as a fronted object («… позволяют, например,
// выделить итоговые значения»). A quote mark before the verb is no subject
// either. Sentences made up for the tests.
#include "engine_fixture.hpp"

using proofreader::testing::check_unflagged;
using proofreader::testing::fragments_of;

TEST_CASE("morphology-engine: a Latin name after an oblique noun is no subject",
          "[agreement][issue35][round17]") {
  CHECK(fragments_of("agreement", "Значением who являются идентификатор пользователя.") ==
        std::vector<std::string>{"являются"});
  check_unflagged({"Значением who являются идентификаторы пользователей."});
}

TEST_CASE("morphology-engine: an infinitive with its own object after a parenthesis",
          "[agreement][issue35][round17]") {
  CHECK(
      fragments_of("agreement", "Условное форматирование позволяют, например, выделить итоговые значения.") ==
      std::vector<std::string>{"позволяют"});
  check_unflagged({"Этот файл позволяют удалить только администраторам.",
                   "Файл продолжают использовать приложения.",
                   "Условное форматирование позволяет, например, выделить итоговые значения."});
}

TEST_CASE("morphology-engine: a quote mark before a verb is no subject", "[agreement][issue35][round17]") {
  CHECK(fragments_of("agreement", "Это показывает, насколько «плохим» являются некоторое решение.") ==
        std::vector<std::string>{"являются"});
  check_unflagged({"Это показывает, насколько «плохим» является некоторое решение."});
}
