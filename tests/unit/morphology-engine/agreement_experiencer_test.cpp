// Issue 35, round 8: a bare noun that may be dative before a reflexive verb
// is its experiencer («если нити требуется больше памяти») only when the rest
// of the clause gives the impersonal verb what it needs: an infinitive, a
// predicative or comparative adverb, or a subject of its own. Otherwise the
// noun is the subject, and a plural one disagrees with the singular verb.
// Sentences made up for the tests.
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE(
    "morphology-engine: a dative-homonym subject before a reflexive verb with nothing impersonal after it",
    "[agreement][issue35]") {
  check_found(
      {{"Проверьте, что записи находится или в начале, или в конце списка.", "находится", "находятся"},
       {"Бывает, что зависимости считается неудовлетворёнными.", "считается", "считаются"},
       {"Если строки сохраняется в начале файла, он растёт.", "сохраняется", "сохраняются"}});
  check_unflagged({
      "Если нити требуется больше времени, планировщик ждёт.",
      "Когда очереди становится тесно, запись замедляется.",
      "Если функции требуется выделить память, она вызывает malloc.",
      "Если функции передаётся через регистр указатель, стек не нужен.",
      "Когда системе требуется перезагрузка, появляется значок.",
      "Проверьте, что записи находятся в начале списка.",
      "Проверьте, что запись находится в начале списка.",
      "Если памяти не хватает, процесс завершается.",
  });
}
