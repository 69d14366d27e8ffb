// Issue 35, round 14: «как» with a modal and an infinitive after the verb asks
// the manner and fills the verb's object place. Sentences made up for the
// tests (none from the evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: «как» with a modal and an infinitive is an indirect question",
          "[agreement][issue35][round14]") {
  check_found({{"Этот ключ определяют, как должны храниться пароли.", "определяют", "определяет"},
               {"Этот режим описывают, как нужно сохранять журналы.", "описывают", "описывает"}});
  check_unflagged(
      {"Этот ключ определяет, как должны храниться пароли.", "Этот файл настраивают, как показано ниже."});
}
