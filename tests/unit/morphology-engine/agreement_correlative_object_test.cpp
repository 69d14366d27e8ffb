// Issue 35, round 8: the correlative «то» of a clause after a plural verb
// («проверяют то, что …») is its object, so the noun before the verb is no
// fronted object of an indefinite-personal sentence but its subject.
// Sentences made up for the tests.
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: a correlative «то» after a plural verb fills its object's place",
          "[agreement][issue35]") {
  check_found({{"Этот модуль проверяют то, что файл существует.", "проверяют", "проверяет"},
               {"Учтите, что запрос проверяют лишь то, будет ли файл удалён.", "проверяют", "проверяет"}});
  check_unflagged({
      "Этот модуль проверяет то, что файл существует.",
      "Модули проверяют то, что файл существует.",
      "Этот модуль проверяют каждый день.",
      "Этот файл читают, это известно.",
      "Этот файл используют то одни, то другие программы.",
  });
}
