// Issue 35, round 12: a word far more often an adverb than a noun is no noun
// for the participle before it. Sentences made up for the tests (none from the
// evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_unflagged;
using proofreader::testing::fragments_of;

TEST_CASE("morphology-engine: an adverb homonym is no noun of the participle before it",
          "[agreement][issue35][round12]") {
  check_unflagged({"Высота рамки (в миллиметрах), оставляемой справа от текста.",
                   "Длина паузы (в секундах), выдерживаемой потом до запуска."});
  // After a plain adjective the adverb homonym is the noun it must agree with.
  CHECK(fragments_of("agreement", "Так компьютер отводит лишними тепло от процессора.") ==
        std::vector<std::string>{"лишними тепло"});
  // A word as often a noun as an adverb stays a noun.
  CHECK(fragments_of("agreement", "Программа запускается жарким летом.").empty());
  CHECK(fragments_of("agreement", "Программа запускается жаркой летом.") ==
        std::vector<std::string>{"жаркой летом"});
}

// Round 18: a noun homonym read only in the locative («уже», of «уж») needs a
// preposition before its phrase; without one the word is the adverb.
TEST_CASE("morphology-engine: a bare locative homonym is no noun", "[agreement][issue35][round18]") {
  check_unflagged({"Переменная уже определена.", "Откройте эту уже созданную папку."});
  CHECK(fragments_of("agreement", "Файл лежит в этой каталоге.") ==
        std::vector<std::string>{"этой каталоге"});
}
