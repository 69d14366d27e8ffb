// Issue 35, round 12: a pronominal adjective stands for a person or thing of
// its own only in a case that allows it beside the noun after it. Sentences
// made up for the tests (none from the evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: an instrumental determiner before a direct object is its attribute",
          "[agreement][issue35][round12]") {
  // «каждым» is the dative plural far less often than the instrumental singular.
  check_found({{"Программа проверяет каждым строку файла.", "каждым строку", "каждую строку"}});
  check_unflagged({"Назначьте каждому роль в проекте.", "Программа проверяет каждую строку файла.",
                   "Сообщите любому участнику адрес."});
}

TEST_CASE("morphology-engine: an instrumental pronoun before a genitive is its attribute",
          "[agreement][issue35][round12]") {
  check_found({{"Список может включать другими пакетов.", "другими пакетов", "других пакетов"}});
  check_unflagged({"Список может включать другие пакеты.", "Передайте другим пакетам сигнал.",
                   "Программа управляет другими пакетами."});
}

TEST_CASE("morphology-engine: only a plural attribute belongs to a half quantity",
          "[agreement][issue35][round12]") {
  // «полосы» is no «пол-» + «осы»: a singular attribute before it is checked.
  check_found({{"Задайте цвет каждую полосы.", "каждую полосы", "каждые полосы"}});
  check_unflagged({"Программа сохраняет файл каждые полчаса.", "Задайте цвет каждой полосы."});
}

TEST_CASE("morphology-engine: a determiner's dative plural stands for no one",
          "[agreement][issue35][round18]") {
  check_found({{"Выберите любым имя из списка.", "любым имя", "любое имя"}});
  check_unflagged({"Выберите любое имя из списка.", "Назначьте каждому роль в проекте.",
                   "Предложите любому участнику роль."});
}
