// Issue 35, round 10: the genitive of negation stands as a subject only with a
// verb of being, presence or appearance («ошибки не возникает») or the passive
// of a transitive verb («файла не создаётся»). Before any other negated verb a
// noun that is also a genitive singular is a nominative plural subject, and a
// singular verb disagrees with it. Sentences made up for the tests.
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: a negated verb that takes no genitive subject",
          "[agreement][issue35][round10]") {
  check_found({{"Если правки не конфликтует, файл сохраняется.", "конфликтует", "конфликтуют"},
               {"Когда окна не отвечает, служба перезапускается.", "отвечает", "отвечают"},
               {"Если значения не совпадает, выводится предупреждение.", "совпадает", "совпадают"},
               {"Если изменения не понравилось, верните прежние.", "понравилось", "понравились"}});
  check_unflagged({
      "Если ошибки не возникает, файл сохраняется.",
      "Если места не хватает, запись прерывается.",
      "Если ответа не пришло, запрос повторяется.",
      "Когда записи не существует, выводится предупреждение.",
      "Если файла не создаётся, проверьте права.",
      "Если ошибки не выводится, всё в порядке.",
      "Когда копии не осталось, файл удаляется.",
      "Если правки не конфликтуют, файл сохраняется.",
      "Если правка не конфликтует, файл сохраняется.",
  });
}
