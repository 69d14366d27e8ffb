// Issue 35, round 13: two coordinated attributes before a Latin word share a
// case, whatever the Latin word is.
// Sentences made up for the tests (none from the evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: coordinated attributes before a Latin word share a case",
          "[agreement][issue35][round13]") {
  check_found({{"Задаёт полное или кратким URL ресурса.", "кратким", "краткое"},
               {"Выберите открытые и закрытыми ssh ключи.", "закрытыми", "закрытые"},
               // An abbreviation in capitals shows no case either (round 14).
               {"Сравните свободный и полным ОЗУ сервера.", "полным", "полный"}});
  // The number may differ: attributes of two nouns.
  check_unflagged({"Показывает короткие или длинные N строк файла.",
                   "Для старого и новых API нужны разные ключи.", "Выберите открытые и закрытые ssh ключи.",
                   "Сравните свободный и полный ОЗУ сервера."});
}
