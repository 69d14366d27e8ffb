// Issue 35, round 16: a participial phrase that opens the sentence, set off by
// a comma before its noun, governs the dative or instrumental after the
// participle («Написанная автором в прошлом году, эта статья …»); a participle
// that disagrees with the noun after the comma stays checked. Sentences made
// up for the tests.
#include "engine_fixture.hpp"

using proofreader::testing::check_unflagged;
using proofreader::testing::fragments_of;

TEST_CASE("morphology-engine: a fronted participial phrase's agent", "[agreement][issue35][round16]") {
  check_unflagged({"Написанная автором в прошлом году, эта статья устарела.",
                   "Подписанный администратором по всем правилам, этот сертификат принимается."});
  CHECK(fragments_of("agreement", "Написанной автором в прошлом году, эта статья устарела.") ==
        std::vector<std::string>{"Написанной автором"});
}

// A plural attribute of coordinated singular nouns, the second with an
// attribute of its own («правильные дату и точное время»).
TEST_CASE("morphology-engine: a plural attribute before coordinated nouns with attributes of their own",
          "[agreement][issue35][round16]") {
  check_unflagged({"Укажите правильные дату и точное время.", "Проверьте новые адрес и сетевое имя узла."});
  CHECK(fragments_of("agreement", "Укажите правильным дату и точное время.") ==
        std::vector<std::string>{"правильным дату"});
  // After a comma the attributes start a phrase of their own.
  CHECK(fragments_of("agreement", "Если изменится папка одним панели, другие панели обновятся.") ==
        std::vector<std::string>{"одним панели"});
}
