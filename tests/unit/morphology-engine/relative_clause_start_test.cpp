// Issue 35, round 14: after «который» a noun that may be a genitive is the
// relative clause's subject. Sentences made up for the tests (none from the
// evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: a noun after «который» opens the relative clause",
          "[agreement][issue35][round14]") {
  check_found({{"Удалите файлы, которые ваши программы создаёт при запуске.", "создаёт", "создают"}});
  check_unflagged({"Удалите файлы, которые ваши программы создают при запуске.",
                   "Удалите файл, который программы создают при запуске."});
}
