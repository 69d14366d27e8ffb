// Issue 35, round 13: a short form after «быть» agrees with the modal that
// «быть» depends on also when the modal's past auxiliary, or in a question
// «ли» and the subject, stand between them.
// Sentences made up for the tests (none from the evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: the modal's past auxiliary stands between the modal and «быть»",
          "[agreement][issue35][round13]") {
  check_found({{"Этот ключ должен был быть заданы заранее.", "заданы", "задан"},
               {"Должно было быть найдены больше записей.", "найдены", "найдено"},
               {"Таблица могла бы быть сохранены в другом формате.", "сохранены", "сохранена"}});
  check_unflagged({"Этот ключ должен был быть задан заранее.", "Эти ключи должны были быть заданы заранее.",
                   "Должно было быть найдено больше записей.",
                   "Таблица могла бы быть сохранена в другом формате."});
}

TEST_CASE("morphology-engine: in a question «ли» and the subject stand between the modal and «быть»",
          "[agreement][issue35][round13]") {
  check_found({{"Должен ли файл быть удалены после загрузки?", "удалены", "удалён"},
               {"Может ли новый пароль быть сохранены на сервере?", "сохранены", "сохранён"},
               {"Должна ли эта папка быть открыты всем?", "открыты", "открыта"}});
  check_unflagged({"Должен ли файл быть удалён после загрузки?",
                   "Может ли новый пароль быть сохранён на сервере?",
                   "Должна ли эта папка быть открыта всем?", "Могут ли эти файлы быть удалены?"});
}
