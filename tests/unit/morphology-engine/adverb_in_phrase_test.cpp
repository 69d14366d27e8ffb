// Issue 35, round 11: adverbs between a preposition and an attribute stand
// inside the preposition's phrase, so the attribute must agree with the noun
// after it; a participle after them takes no dative or instrumental
// complement there. Sentences made up for the tests (none from the
// evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: an attribute after a preposition and adverbs agrees with its noun",
          "[agreement][issue35][round11]") {
  check_found(
      {{"Программа вернётся к заранее сохранённое состоянию.", "сохранённое состоянию",
        "сохранённому состоянию"},
       {"Пакеты сортируются по предварительно заданное правилу.", "заданное правилу", "заданному правилу"}});
  check_unflagged({"Программа вернётся к заранее сохранённому состоянию.",
                   "Пакеты сортируются по предварительно заданному правилу.",
                   "Доступ, заранее предоставленный пользователю, сохраняется.",
                   "Это заранее известное пользователю значение.",
                   "Файл, ранее принадлежавший владельцу, удалён."});
}
