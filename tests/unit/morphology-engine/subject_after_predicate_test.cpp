// Issue 35, round 11: a plural predicate before its subject settles the
// subject's number, so a singular attribute before a noun that may be a
// nominative plural is its attribute, not a substantive with a genitive.
// Sentences made up for the tests (none from the evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: the attribute of a subject after its plural predicate agrees with it",
          "[agreement][issue35][round11]") {
  check_found({{"После этого вызываются соответствующая функции удаления.", "соответствующая функции",
                "соответствующие функции"},
               {"Затем удаляются временная файлы.", "временная файлы", "временные файлы"}});
  check_unflagged({"После этого вызываются соответствующие функции удаления.",
                   "Вычисляются постоянная решётки и её период.", "Нужны другим файлы.",
                   "Установите переменную окружения LANG.", "Эти сигналы считаются ожидающими обработки."});
}
