// Issue 35, round 12: «это» right after a verb, before a plural noun, is the
// noun's attribute. Sentences made up for the tests (none from the evaluation
// texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: «это» after a verb before a plural noun is its attribute",
          "[agreement][issue35][round12]") {
  check_found({{"Удалите это файлы из списка.", "это файлы", "эти файлы"},
               {"Программа сравнивает это строки построчно.", "это строки", "эти строки"}});
  check_unflagged({"Удалите эти файлы из списка.", "Это файлы из списка.",
                   "Если это значения по умолчанию, оставьте их.", "Проверьте, это файлы или каталоги.",
                   "Программа сохраняет это значение."});
}
