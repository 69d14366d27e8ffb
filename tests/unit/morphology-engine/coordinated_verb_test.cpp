// Issue 35, round 15: a verb coordinated with the predicate before it shares
// that predicate's subject. Sentences made up for the tests (none from the
// evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: a coordinated verb agrees with the first predicate's subject",
          "[agreement][issue35][round15]") {
  check_found({{"Файл открывается и закрываются автоматически.", "закрываются", "закрывается"},
               {"Программа имеет окно, но не являются приложением.", "являются", "является"},
               {"Сервисы запускаются при загрузке и останавливается при выключении.", "останавливается",
                "останавливаются"}});
  check_unflagged(
      {"Файл открывается и закрывается автоматически.", "Файл открывается, и закрываются все окна.",
       "Сервер запускается, а клиенты подключаются позже.",
       "Программа проверяет, что файлы существуют и открываются.",
       "Сервер упал, и пришлось его перезапустить.", "Файл и каталог создаются и удаляются вместе."});
}
