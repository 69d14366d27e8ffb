// Issue 35, round 16 (agree19): the genitive noun reading of an attribute
// homonym («данных» of «данные») needs a word before it that governs it.
// Sentences made up for the tests (none from the evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_unflagged;
using proofreader::testing::fragments_of;

TEST_CASE("morphology-engine: a genitive homonym with nothing to govern it is the attribute",
          "[agreement][issue35][round16]") {
  CHECK(fragments_of("agreement", "Данных таблица хранится на диске.") ==
        std::vector<std::string>{"Данных таблица"});
  CHECK(fragments_of("agreement", "Если ключ неверен, то данных запись отклоняется.") ==
        std::vector<std::string>{"данных запись"});
  check_unflagged({"Данная таблица хранится на диске.", "Из-за отсутствия данных программа завершилась.",
                   "Для загрузки данных программа использует сеть.", "Данных программа не получила.",
                   "Объём данных таблицы растёт."});
}
