// Issue 35, round 8: an indeclinable subject («меню», «кафе») has every
// number, and its attributes settle which one is meant, so a plural verb
// after «контекстное меню» disagrees. Sentences made up for the tests.
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: the attributes of an indeclinable subject settle its number",
          "[agreement][issue35]") {
  check_found({{"Кроме того, контекстное меню позволяют удалить кнопку.", "позволяют", "позволяет"},
               {"Новое меню открываются по щелчку.", "открываются", "открывается"},
               {"Наше кафе открылись вчера.", "открылись", "открылось"}});
  check_unflagged({
      "Кроме того, контекстное меню позволяет удалить кнопку.",
      "Новые меню открываются по щелчку.",
      "Эти меню открываются по щелчку.",
      "Меню открываются по щелчку.",
      "Новое кафе открылось вчера.",
  });
}
