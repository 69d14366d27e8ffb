// Issue 35, round 15: a predicative instrumental after its link verb takes a
// dative complement («должно быть кратным числу»); the dative noun is not its
// own. Sentences made up for the tests (none from the evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;
using proofreader::testing::fragments_of;

TEST_CASE("morphology-engine: a predicative instrumental takes a dative complement",
          "[agreement][issue35][round15]") {
  check_unflagged({"Размер буфера должен оставаться кратным размеру страницы.",
                   "Время отклика оказалось пропорциональным объёму данных.",
                   "Отступ считается соразмерным ширине колонки."});
  // Without a link verb the instrumental is an attribute of the dative noun.
  check_found({{"Буфер выравнивается по кратным размеру страницы.", "кратным размеру", "кратному размеру"}});
}

// Round 18: a verb of holding takes the state of its object as a predicative
// instrumental, which agrees with the object right after it.
TEST_CASE("morphology-engine: «удерживайте нажатой клавишу»", "[agreement][issue35][round18]") {
  CHECK(fragments_of("agreement", "Удерживайте нажатым клавишу Ctrl.") ==
        std::vector<std::string>{"нажатым клавишу"});
  check_unflagged({"Удерживайте нажатой клавишу Ctrl и щёлкните по файлу.",
                   "Держите нажатыми клавиши Ctrl и Shift.",
                   "Удерживайте нажатой кнопку мыши и перетащите файл."});
}
