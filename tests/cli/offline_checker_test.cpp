// OfflineChecker in the test's own process: the engines loaded from the
// build's plugin folder find a known error, and the project's own words
// given to it (as the service gives a check its team dictionary) are accepted.
#include <catch2/catch.hpp>

#include "cli/OfflineChecker.hpp"

using namespace proofreader::cli;

namespace {

const SourceFile kNotes{"notes.txt", "txt",
                        "Простой текст без ошибок.\n\nВторой абзац с ощибкой в середине.\n"};

}  // namespace

TEST_CASE("offline checker: the engines run in process and place their remarks") {
  OfflineChecker checker(2);
  const auto remarks = checker.check(kNotes);
  REQUIRE(remarks.size() == 1);
  CHECK(remarks[0].file == "notes.txt");
  CHECK(remarks[0].start.line == 3);
  CHECK(remarks[0].start.column == 16);
  CHECK(remarks[0].end.column == 23);
  CHECK(remarks[0].category == "spelling");
  CHECK(remarks[0].fragment == "ощибкой");
  CHECK(remarks[0].rule_id == "grammar-client/RU_SPELLING");
}

TEST_CASE("offline checker: the project's own words are not spelling errors") {
  OfflineChecker checker(2, {std::nullopt, {"ощибкой"}});
  CHECK(checker.check(kNotes).empty());
}

TEST_CASE("offline checker: a damaged document is a CheckError") {
  OfflineChecker checker(2);
  CHECK_THROWS_AS(checker.check({"x.docx", "docx", "PK\x03\x04 not a zip"}), CheckError);
}
