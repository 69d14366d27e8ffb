// Issue 35, round 17: a quotation is checked for agreement as a sentence of
// its own («в разделе «Настройка того, как отображается пакеты»»), never
// against the words around it; a quotation that is an attribute of a noun
// beside it, or reads a number aloud, is left alone; a ” closes a straight ".
// Sentences made up for the tests.
#include "engine_fixture.hpp"

using proofreader::testing::check_unflagged;
using proofreader::testing::fragments_of;

TEST_CASE("morphology-engine: the words of a quotation agree with each other",
          "[agreement][issue35][round17]") {
  CHECK(fragments_of("agreement", "Подробности см. в разделе «Настройка того, как отображается пакеты».") ==
        std::vector<std::string>{"отображается"});
  CHECK(fragments_of("agreement", "В окне «Выберите любая папку» ничего нет.") ==
        std::vector<std::string>{"любая папку"});
  // A quoted button name too: the writer quoted it wrong, or the interface has the error.
  CHECK(fragments_of("agreement", "Нажмите кнопку «Новая файл».") == std::vector<std::string>{"Новая файл"});
  check_unflagged({"Подробности см. в разделе «Настройка того, как отображаются пакеты».",
                   // one quoted word agrees with nothing, inside or out
                   "В списке «Недавние» файл не показан."});
}

TEST_CASE("morphology-engine: a quotation that is a noun's attribute or a number said aloud",
          "[agreement][issue35][round17]") {
  check_unflagged({"Загрузите «определяемую пользователем» (четвёртую) таблицу.",
                   "Загрузите таблицу «определяемую пользователем».",
                   "Символы читаются как «один точка нуль нуль нуль»."});
  // A number in a quoted sentence with a verb is prose all the same.
  CHECK(fragments_of("agreement", "Правило: «если цифр меньше трёх, слева ставится нули».") ==
        std::vector<std::string>{"ставится"});
}

TEST_CASE("morphology-engine: a closing ” ends a quotation opened by a straight \"",
          "[agreement][issue35][round17]") {
  CHECK(fragments_of("agreement",
                     "Номер зависит от \"домена соединения”, по которому устанавливаются соединение.") ==
        std::vector<std::string>{"устанавливаются"});
}
