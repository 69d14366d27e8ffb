#include <catch2/catch.hpp>

#include <proofreader/russian/verb_use.hpp>

using proofreader::russian::transitive_use_rare;

TEST_CASE("verb use: the compiled-in list of verbs technical text gives no object", "[verb_use]") {
  CHECK(transitive_use_rare("сработать"));       // to go off, hardly ever to make
  CHECK(transitive_use_rare("переходить"));      // to move on, hardly ever to cross
  CHECK_FALSE(transitive_use_rare("изменить"));  // both, and often with an object
  CHECK_FALSE(transitive_use_rare("удалить"));   // transitive only: not the list's business
  CHECK_FALSE(transitive_use_rare("сработ"));    // whole lemmas, not prefixes
  CHECK_FALSE(transitive_use_rare(""));
}
