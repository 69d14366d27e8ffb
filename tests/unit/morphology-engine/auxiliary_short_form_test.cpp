// Issue 35, round 12: a short participle after «быть» agrees with the modal
// before it; subjects coordinated with «либо … либо» leave the modal its
// plural, so the singular participle is the one that disagrees.
// Sentences made up for the tests (none from the evaluation texts).
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;

TEST_CASE("morphology-engine: after subjects joined by «либо» the short form agrees with the plural modal",
          "[agreement][issue35][round12]") {
  check_found({{"Либо файл, либо каталог могут быть удалён.", "удалён", "удалены"},
               {"Либо ключ, либо пароль должны быть задан.", "задан", "заданы"}});
  check_unflagged({"Либо файл, либо каталог могут быть удалены.",
                   "Либо файл, либо каталог может быть удалён.",
                   "Либо ключ, либо пароль должен быть задан."});
}
