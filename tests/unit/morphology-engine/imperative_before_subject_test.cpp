// Issue 35, round 12: a reflexive verb form that is also an imperative
// («удались»: «удаться» and «удалиться») is no imperative before an inanimate
// noun: the one addressed is a person set off by a comma, and a reflexive verb
// takes no object, so the noun is the subject and must agree.
// Sentences made up for the tests (none from the evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: a reflexive imperative homonym before an inanimate noun is the predicate",
          "[agreement][issue35][round12]") {
  check_found({{"Не удались подключение к серверу.", "удались", "удалось"},
               {"Вчера удались резервное копирование базы.", "удались", "удалось"}});
  check_unflagged({"Не удалось подключение к серверу.", "Не удались попытки подключения.",
                   "Удались, друг, из комнаты.", "Не удались от дел.", "Удались в другую комнату."});
}
