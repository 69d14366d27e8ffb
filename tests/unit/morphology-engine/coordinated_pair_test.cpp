// Issue 35, round 15: two adjectives joined as one predicate share case,
// number and, in the singular, gender; the first may have a noun homonym
// when the pair ends its phrase; an adverb after them ends it. Sentences made up for the tests (none from
// the evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: coordinated predicate adjectives share their gender",
          "[agreement][issue35][round15]") {
  check_found({{"Страница должна быть основной и главная.", "главная", "главный"},
               {"Линия должна быть прямой и длинная.", "длинная", "длинной"}});
  check_unflagged({"Страница должна быть основной и главной.", "Линия должна быть прямой и длинной.",
                   "Интерфейс должен быть простым и понятным.", "Простой и понятный интерфейс важен.",
                   "Ответы будут неверными и установленный Python работать не будет."});
}

TEST_CASE("morphology-engine: an adverb after two coordinated adjectives is no noun of theirs",
          "[agreement][issue35][round15]") {
  check_found({{"Окно стало активным и видимая только после щелчка.", "видимая", "видимым"},
               {"Программа должна быть простой и понятная всегда.", "понятная", "понятный"}});
  check_unflagged({"Окно стало активным и видимым только после щелчка.",
                   "Программа должна быть простой и понятной всегда.",
                   "Краткое и расширенное описания доступны."});
}
