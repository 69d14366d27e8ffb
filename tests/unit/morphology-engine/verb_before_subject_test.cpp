// Issue 35, round 18: the verb before its subject. A rare reading of another
// lexeme leaves the noun after the verb no oblique case («вариант» is seldom
// the genitive plural of «варианта»); «как» right before the verb opens its
// clause when its comma is missing; a singular verb agrees with the nearest of
// coordinated subjects, so a plural first one disagrees; a negation gives the
// noun after the verb a genitive reading only when the verb takes a genitive
// subject; an indeclinable noun's «который» settles its number. Sentences made
// up for the tests.
#include "engine_fixture.hpp"

using proofreader::testing::check_unflagged;
using proofreader::testing::fragments_of;

TEST_CASE("morphology-engine: a rare genitive reading of another lexeme keeps the subject",
          "[agreement][issue35][round18]") {
  CHECK(fragments_of("agreement", "Затем применяются вариант по умолчанию.") ==
        std::vector<std::string>{"применяются"});
  check_unflagged({"Затем применяется вариант по умолчанию.", "Затем применяются варианты по умолчанию.",
                   "Не требуется изменений."});
}

TEST_CASE("morphology-engine: «как» before the verb opens its clause without a comma",
          "[agreement][issue35][round18]") {
  CHECK(fragments_of("agreement", "Прочитайте код, чтобы узнать как возвращается ошибки.") ==
        std::vector<std::string>{"возвращается"});
  check_unflagged({"Прочитайте код, чтобы узнать как возвращаются ошибки.",
                   "Прочитайте код, чтобы узнать как возвращается ошибка."});
}

TEST_CASE("morphology-engine: a singular verb before coordinated subjects agrees with the nearest",
          "[agreement][issue35][round18]") {
  CHECK(fragments_of("agreement", "Проверьте данные, чтобы не выполнилась лишние команды или параметры.") ==
        std::vector<std::string>{"выполнилась"});
  check_unflagged({"Проверьте данные, чтобы не выполнилась лишняя команда или параметры.",
                   "Проверьте данные, чтобы не выполнились лишние команды или параметры.",
                   "Используются файл и каталог."});
}

TEST_CASE("morphology-engine: a negated verb before its noun: no genitive subject without being or a passive",
          "[agreement][issue35][round18]") {
  CHECK(fragments_of("agreement", "Если вам не нравится цвета по умолчанию, измените их.") ==
        std::vector<std::string>{"нравится"});
  check_unflagged({"Если вам не нравятся цвета по умолчанию, измените их.", "Не требуется изменения.",
                   "Здесь не указывается значения."});
}

TEST_CASE("morphology-engine: «который» settles an indeclinable noun's number",
          "[agreement][issue35][round18]") {
  CHECK(fragments_of("agreement", "Если нажать на значок, откроются меню, которое содержит команды.") ==
        std::vector<std::string>{"откроются"});
  check_unflagged({"Если нажать на значок, откроется меню, которое содержит команды.",
                   "Если нажать на значок, откроются меню, которые содержат команды."});
}
