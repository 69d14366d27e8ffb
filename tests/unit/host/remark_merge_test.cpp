#include <catch2/catch.hpp>

#include "pipeline/RemarkMerge.hpp"

using proofreader::sdk::Remark;

namespace {

Remark remark(std::string engine, int offset, std::string fragment, std::vector<std::string> suggestions,
              std::string category = "typography", std::string rule_id = {}) {
  Remark r;
  r.engine = std::move(engine);
  r.category = std::move(category);
  r.rule_id = std::move(rule_id);
  r.offset = offset;
  r.length = static_cast<int>(fragment.size());  // ASCII fragments below
  r.fragment = std::move(fragment);
  r.suggestions = std::move(suggestions);
  return r;
}

// The precedences the in-tree engines declare (EngineInfo::merge_precedence).
std::vector<Remark> merge(std::vector<Remark> remarks) {
  return proofreader::host::merge_remarks(std::move(remarks), {{"morphology", 2}, {"grammar-client", 1}});
}

}  // namespace

TEST_CASE("the engines' declared precedence, not a category or a name, picks the card of a merged problem") {
  const std::vector<Remark> both{
      remark("grammar-client", 8, "svoyu pamyati", {"svoey pamyati"}, "grammar", "RU_AGREEMENT_ADJ_NOUN"),
      remark("morphology", 8, "svoyu", {"svoey"}, "agreement", "agreement.adjective_noun")};
  auto grammar_first = proofreader::host::merge_remarks(both, {{"morphology", 1}, {"grammar-client", 2}});
  REQUIRE(grammar_first.size() == 1);
  CHECK(grammar_first[0].engine == "grammar-client");
  CHECK(grammar_first[0].merged_from[0].engine == "morphology");
  // A tie: the first in reading order (the shorter span at the same offset) stays the card.
  auto undeclared =
      proofreader::host::merge_remarks({both[1], both[0]}, {{"morphology", 1}, {"grammar-client", 1}});
  REQUIRE(undeclared.size() == 1);
  CHECK(undeclared[0].engine == "morphology");
}

TEST_CASE("a wider remark's suggestion joins a narrower one as the replacement of the narrower fragment") {
  // "файл , затем": the style engine marks the space, the grammar server the space and the comma.
  auto merged = merge({remark("grammar-client", 4, " ,", {","}), remark("style", 4, " ", {""})});
  REQUIRE(merged.size() == 1);
  CHECK(merged[0].engine == "style");
  CHECK(merged[0].suggestions == std::vector<std::string>{""});
}

TEST_CASE("a narrower remark's suggestion joins a wider one with the wider fragment's remaining text") {
  auto merged = merge({remark("style", 3, "xabc", {"xABC"}), remark("grammar-client", 4, "ab", {"AB"})});
  REQUIRE(merged.size() == 1);
  CHECK(merged[0].engine == "style");
  CHECK(merged[0].suggestions == std::vector<std::string>{"xABC", "xABc"});
}

TEST_CASE("a suggestion that does not keep the text outside the narrower span is dropped") {
  // The wider remark rewrites the comma too: no replacement of the space alone says the same.
  auto merged = merge({remark("grammar-client", 4, " ,", {";"}), remark("style", 4, " ", {""})});
  REQUIRE(merged.size() == 1);
  CHECK(merged[0].suggestions == std::vector<std::string>{""});
}

TEST_CASE("partly overlapping remarks merge without borrowing suggestions") {
  auto merged = merge({remark("style", 4, "ab", {"AB"}), remark("grammar-client", 5, "bc", {"BC"})});
  REQUIRE(merged.size() == 1);
  CHECK(merged[0].suggestions == std::vector<std::string>{"AB"});
}

// «свою памяти» at 8: the grammar server reports "grammar" over both words, the
// morphology engine "agreement" on the first word. ASCII stand-ins keep the
// code points equal to the bytes.
TEST_CASE("a grammar remark and an agreement remark on the same words are one card, the agreement one") {
  auto merged = merge(
      {remark("grammar-client", 8, "svoyu pamyati", {"svoey pamyati"}, "grammar", "RU_AGREEMENT_ADJ_NOUN"),
       remark("morphology", 8, "svoyu", {"svoey"}, "agreement", "agreement.adjective_noun")});
  REQUIRE(merged.size() == 1);
  CHECK(merged[0].engine == "morphology");
  CHECK(merged[0].category == "agreement");
  CHECK(merged[0].rule_id == "agreement.adjective_noun");
  CHECK(merged[0].fragment == "svoyu");
  // The grammar server's suggestion, rewritten for the narrower fragment, is the same one.
  CHECK(merged[0].suggestions == std::vector<std::string>{"svoey"});
  REQUIRE(merged[0].merged_from.size() == 1);
  CHECK(merged[0].merged_from[0].engine == "grammar-client");
  CHECK(merged[0].merged_from[0].rule_id == "RU_AGREEMENT_ADJ_NOUN");
}

TEST_CASE("the agreement card keeps the union of both engines' suggestions") {
  auto merged = merge({remark("morphology", 4, "ab", {"AB"}, "agreement", "agreement.government"),
                       remark("grammar-client", 4, "abc", {"Abc", "ABc"}, "grammar", "RU_PO_OKONCHANII")});
  REQUIRE(merged.size() == 1);
  CHECK(merged[0].rule_id == "agreement.government");
  CHECK(merged[0].suggestions == std::vector<std::string>{"AB", "Ab"});
  REQUIRE(merged[0].merged_from.size() == 1);
  CHECK(merged[0].merged_from[0].rule_id == "RU_PO_OKONCHANII");
}

TEST_CASE("a merged card is ordered by its own span among the others") {
  auto merged = merge({remark("grammar-client", 0, "abcdef", {"abcdEF"}, "grammar", "RU_X"),
                       remark("style", 2, "c", {}, "style", "style.y"),
                       remark("morphology", 4, "ef", {"EF"}, "agreement", "agreement.subject_verb")});
  REQUIRE(merged.size() == 2);
  CHECK(merged[0].engine == "style");
  CHECK(merged[1].engine == "morphology");
  CHECK(merged[1].offset == 4);
}

TEST_CASE("remarks of unrelated kinds, of one engine, on other words or other blocks stay apart") {
  SECTION("agreement and spelling on the same word") {
    auto merged = merge({remark("grammar-client", 0, "pamyati", {}, "spelling", "RU_SPELLING"),
                         remark("morphology", 0, "pamyati", {}, "agreement", "agreement.adjective_noun")});
    CHECK(merged.size() == 2);
  }
  SECTION("agreement and punctuation overlapping") {
    auto merged = merge({remark("grammar-client", 3, " chto", {}, "punctuation", "RU_COMMA_BEFORE_CHTO"),
                         remark("morphology", 0, "abc chto", {}, "agreement", "agreement.subject_verb")});
    CHECK(merged.size() == 2);
  }
  SECTION("two agreement remarks of one engine") {
    auto merged = merge({remark("morphology", 0, "ab", {}, "agreement", "agreement.adjective_noun"),
                         remark("morphology", 1, "bc", {}, "agreement", "agreement.subject_verb")});
    CHECK(merged.size() == 2);
  }
  SECTION("grammar and agreement on neighbouring words") {
    auto merged = merge({remark("grammar-client", 0, "abc", {}, "grammar", "RU_X"),
                         remark("morphology", 4, "def", {}, "agreement", "agreement.adjective_noun")});
    CHECK(merged.size() == 2);
  }
  SECTION("a word repetition over two words and a count on the first of them") {
    // «6 Игры Игры»: the grammar server's repetition, the morphology engine's numeral.
    auto merged = merge({remark("grammar-client", 2, "Igry Igry", {"Igry"}, "grammar", "RU_WORD_REPEAT"),
                         remark("morphology", 2, "Igry", {"Igr"}, "agreement", "agreement.numeral_noun")});
    CHECK(merged.size() == 2);
  }
  SECTION("grammar and agreement overlapping with different fixes") {
    auto merged = merge({remark("grammar-client", 0, "abc def", {"abc DEF"}, "grammar", "RU_X"),
                         remark("morphology", 4, "def", {"deF"}, "agreement", "agreement.adjective_noun")});
    CHECK(merged.size() == 2);
  }
  SECTION("the same span in two blocks") {
    auto a = remark("grammar-client", 0, "abc", {}, "grammar", "RU_X");
    auto b = remark("morphology", 0, "abc", {}, "agreement", "agreement.adjective_noun");
    b.block = 1;
    CHECK(merge({a, b}).size() == 2);
  }
}

TEST_CASE("a third remark of an engine already merged into a card starts a card of its own") {
  auto merged = merge({remark("grammar-client", 0, "abcd", {"ABcd"}, "grammar", "RU_X"),
                       remark("morphology", 0, "ab", {"AB"}, "agreement", "agreement.adjective_noun"),
                       remark("grammar-client", 0, "abc", {"ABc"}, "grammar", "RU_Y")});
  REQUIRE(merged.size() == 2);
  CHECK(merged[0].rule_id == "agreement.adjective_noun");
  REQUIRE(merged[0].merged_from.size() == 1);
  CHECK(merged[0].merged_from[0].rule_id == "RU_Y");
  CHECK(merged[1].rule_id == "RU_X");
}

TEST_CASE("the card of one problem on one span does not depend on which engine reported it first") {
  const auto style = remark("style", 4, "\"x\"", {"«x»"}, "typography", "style.quotes");
  const auto grammar = remark("grammar-client", 4, "\"x\"", {"«x»"}, "typography", "RU_STRAIGHT_QUOTES");
  const auto one = merge({style, grammar});
  const auto other = merge({grammar, style});
  REQUIRE(one.size() == 1);
  REQUIRE(other.size() == 1);
  CHECK(one[0].engine == other[0].engine);
  CHECK(one[0].rule_id == other[0].rule_id);
  CHECK(one[0].merged_from.size() == 1);
}
