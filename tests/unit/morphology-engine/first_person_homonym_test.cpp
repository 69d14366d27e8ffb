// Issue 35, round 12: a full adjective form that is also a first-person verb
// form («пустую» of «пустовать», «синим» of «синить») is checked as the
// adjective. Sentences made up for the tests (none from the evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_unflagged;
using proofreader::testing::fragments_of;

TEST_CASE("morphology-engine: an adjective with a first-person verb homonym is checked",
          "[agreement][issue35][round12]") {
  CHECK(fragments_of("agreement", "Пустую папка удаляется автоматически.") ==
        std::vector<std::string>{"Пустую папка"});
  CHECK(fragments_of("agreement", "Цвета идут так: сначала белый, затем жёлтый и синим.") ==
        std::vector<std::string>{"синим"});
  CHECK(fragments_of("agreement", "Фон окна может быть белый или синим.") ==
        std::vector<std::string>{"синим"});
  check_unflagged({"Пустая папка удаляется автоматически.", "Фон окна может быть белым или синим.",
                   "Мы храним копии на сервере.", "Рассмотрим пустую папку."});
}
