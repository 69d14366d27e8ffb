// Issue 35, round 9: the prepositional (locative) case stands only after a
// preposition, which settles that a pronominal word beside a locative is an
// attribute and not a pronoun standing alone. Sentences made up for the tests
// (none from the evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE(
    "morphology-engine: a locative attribute with no preposition before it belongs to the noun after it",
    "[agreement][issue35][round9]") {
  // «любом» is also the dictionary's instrumental pronoun
  check_found(
      {{"Функцию можно вызывать любом количество раз.", "любом количество", "любое количество"},
       {"Настройка выполняется следующем образом.", "следующем образом", "следующим образом"},
       {"Её можно вызывать из open(2) любом количество раз.", "любом количество", "любое количество"}});
  check_unflagged({"Функцию можно вызывать любое количество раз.", "Настройка выполняется следующим образом.",
                   "Флаг задаётся в порядке, обратном записи.", "Флаг задаётся при значении равном нулю.",
                   "Флаг снимается при значении не равном нулю.",
                   "Форматы различаются в старом и новом каталогах.",
                   "Файл лежит в первом и втором разделах."});
}

TEST_CASE("morphology-engine: a word between a preposition and a locative noun is the noun's attribute",
          "[agreement][issue35][round9]") {
  // «все» is also the pronoun "everyone"; «первой» is a locative too, but of a feminine noun
  check_found({{"Команда доступна на все платформах.", "все платформах", "всех платформах"},
               {"Путь передаётся в первой аргументе команды.", "первой аргументе", "первом аргументе"}});
  check_unflagged({"Команда доступна на всех платформах.", "Флаг нужен при разных чтении и записи.",
                   "Программы, ориентированные на будущее, работают везде.",
                   "Вызов завершается в этом случае."});
}
