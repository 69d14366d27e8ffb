// Issue 35, round 8: an adjective used as a noun («переменная», «производная»,
// «служащий») takes a genitive attribute only in a form the substantive has —
// the plural or the singular in its gender — so «переменному данных» is an
// attribute that disagrees, not a substantive with its genitive. Sentences
// made up for the tests.
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: a substantivised adjective takes a genitive only in the substantive's forms",
          "[agreement][issue35]") {
  check_found(
      {{"Ниже приведён список переменному данных пользователей.", "переменному данных", "переменных данных"},
       {"Задайте кривому линии цвет.", "кривому линии", "кривой линии"}});
  check_unflagged({
      "Значение переменной окружения задано.",
      "Список переменных окружения задан.",
      "Укажите значение производной функции.",
      "Переменная окружения задана.",
      "Укажите постоянную времени.",
      "Служащий банка ответил.",
  });
}

// Round 18: a dative substantive needs a preposition or a verb to govern it;
// right after a noun it is an attribute.
TEST_CASE("morphology-engine: a dative substantive right after a noun is an attribute",
          "[agreement][issue35][round18]") {
  check_found(
      {{"Сведения доступны в главе данным руководства.", "данным руководства", "данного руководства"}});
  check_unflagged({"Сведения доступны в главе данного руководства.", "Можно доверять данным системы.",
                   "По данным опроса, пользователи довольны.", "Доступ к данным системы закрыт."});
}
