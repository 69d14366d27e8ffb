// Issue 35, round 11: the «как» of a compound conjunction («так как») opens a
// clause and is no adverb of the participle after it, so the participle is the
// attribute of the noun after it. Sentences made up for the tests (none from
// the evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: an attribute after «так как» agrees with its noun",
          "[agreement][issue35][round11]") {
  check_found({{"Так как возвращаемыми значением может быть ноль, проверьте код.", "возвращаемыми значением",
                "возвращаемым значением"},
               {"Программа ждёт, потому как запрашиваемыми ресурсом владеет другой процесс.",
                "запрашиваемыми ресурсом", "запрашиваемым ресурсом"}});
  check_unflagged({"Так как возвращаемым значением может быть ноль, проверьте код.",
                   "Файл помечен как принадлежащий владельцу.",
                   "Так как занятый процессом порт недоступен, сервер не запустится."});
}
