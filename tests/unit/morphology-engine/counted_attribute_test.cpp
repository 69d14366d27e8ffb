// Issue 35, round 9: after «два», «три», «четыре» (2–4 in digits) only an
// attribute in the counted form — the nominative, accusative or genitive
// plural — may disagree with its noun. Sentences made up for the tests (none
// from the evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: after «два», «три», «четыре» an attribute out of the counted form must agree",
          "[agreement][issue35][round9]") {
  check_found({{"Поле содержит до 4 десятичным цифр.", "десятичным цифр", "десятичных цифр"},
               {"Поле содержит до четырёх десятичным цифр.", "десятичным цифр", "десятичных цифр"}});
  check_unflagged({"Поле содержит до 4 десятичных цифр.", "Добавьте две новые строки.",
                   "Запишите три новых файла.", "Это относится к двум новым файлам.",
                   "Файл открыт двумя разными процессами."});
}
