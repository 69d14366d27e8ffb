// TeamDictionary over a real database: what a word is, its forms, scopes,
// import with bad lines, export, the policy and the size limit.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>

#include <proofreader/russian/morphology.hpp>
#include <proofreader/sdk/http.hpp>

#include "TempDir.hpp"
#include "guides/TeamDictionary.hpp"

using proofreader::host::Database;
using proofreader::host::TeamDictionary;
using proofreader::sdk::ApiError;

namespace {

std::shared_ptr<const proofreader::russian::Morphology> morphology() {
  static const auto instance = [] {
    const char* build = std::getenv("PROOFREADER_BUILD_DIR");
    REQUIRE(build != nullptr);
    return proofreader::russian::Morphology::open(std::string(build) + "/share/morphology/ru");
  }();
  return instance;
}

bool has(const std::vector<std::string>& v, const std::string& s) {
  return std::find(v.begin(), v.end(), s) != v.end();
}

}  // namespace

TEST_CASE("team dictionary: a word is one word of letters, trimmed and lower-cased, or a 400 saying why") {
  CHECK(TeamDictionary::normalised("  Кубернетес\t") == "кубернетес");
  CHECK(TeamDictionary::normalised("\u00A0веб-сервис\u00A0") == "веб-сервис");
  CHECK(TeamDictionary::normalised("Kubernetes") == "kubernetes");
  for (const std::string& bad : std::vector<std::string>{"", "   ", "два слова", "x86", "слово!", "«слово»",
                                                         "\xff\xfe", std::string(65, 'a')}) {
    INFO(bad);
    try {
      TeamDictionary::normalised(bad);
      FAIL("accepted");
    } catch (const ApiError& e) {
      CHECK(e.status() == 400);
      CHECK_FALSE(std::string(e.message_en()).empty());
    }
  }
  CHECK(TeamDictionary::normalised(std::string(64, 'a')) == std::string(64, 'a'));
}

TEST_CASE("team dictionary: a word comes with its forms, and a check gets the global words and its guide's") {
  proofreader::test::TempDir dir;
  Database db(dir.path() + "/db.sqlite");
  TeamDictionary dictionary(db, [] { return morphology(); });
  const auto [added, is_new] = dictionary.add("Кубернетеса", "", 1);
  CHECK(is_new);
  CHECK(added.word == "кубернетеса");
  CHECK(has(added.forms, "кубернетес"));
  CHECK(has(added.forms, "кубернетесом"));
  CHECK_FALSE(dictionary.add("кубернетеса", "", 1).second);
  dictionary.add("хелмчарт", "ours", 1);
  dictionary.add("девопс", "theirs", 1);

  const auto ours = dictionary.forms_for("ours");
  CHECK(std::is_sorted(ours.begin(), ours.end()));
  CHECK(has(ours, "кубернетесом"));
  CHECK(has(ours, "хелмчарта"));
  CHECK_FALSE(has(ours, "девопс"));
  const auto none = dictionary.forms_for("");
  CHECK(has(none, "кубернетес"));
  CHECK_FALSE(has(none, "хелмчарт"));

  // Without a morphology (none offered, or it fails to open) a word is its one form.
  TeamDictionary bare(db, []() -> std::shared_ptr<const proofreader::russian::Morphology> {
    throw std::runtime_error("no dictionary");
  });
  CHECK(bare.add("мьютексом", "", 1).first.forms == std::vector<std::string>{"мьютексом"});

  CHECK(dictionary.list()->size() == 4);
  const auto removed = dictionary.remove(added.id);
  REQUIRE(removed);
  CHECK(removed->word == "кубернетеса");
  CHECK_FALSE(dictionary.remove(added.id));
  CHECK_FALSE(has(dictionary.forms_for(""), "кубернетес"));
}

TEST_CASE("team dictionary: import skips and reports bad lines by number, and export is what import reads") {
  proofreader::test::TempDir dir;
  Database db(dir.path() + "/db.sqlite");
  TeamDictionary dictionary(db);
  dictionary.add("девопс", "", 1);
  const auto result = dictionary.import_text(
      "\xEF\xBB\xBF# комментарий\r\nДевопс\r\nдва слова\n\nхелмчарт\n1024\nхелмчарт\n", "", 1);
  CHECK(result.added == 1);
  CHECK(result.existing == 1);
  REQUIRE(result.bad_lines.size() == 2);
  CHECK(result.bad_lines[0].line == 3);
  CHECK(result.bad_lines[0].text == "два слова");
  CHECK(result.bad_lines[1].line == 6);
  CHECK(dictionary.export_text("") == "девопс\nхелмчарт\n");
  CHECK(dictionary.export_text("ours").empty());
  CHECK_THROWS_AS(dictionary.import_text("слово\n\xff\n", "", 1), ApiError);
  CHECK_THROWS_AS(dictionary.import_text(std::string(TeamDictionary::kMaxImportBytes + 1, 'a'), "", 1),
                  ApiError);
  std::string lines;
  for (std::size_t i = 0; i <= TeamDictionary::kMaxImportLines; ++i) lines += "\n";
  CHECK_THROWS_AS(dictionary.import_text(lines, "", 1), ApiError);
}

TEST_CASE("team dictionary: the scope policy is global until an admin says guide, and the size has a limit") {
  proofreader::test::TempDir dir;
  Database db(dir.path() + "/db.sqlite");
  TeamDictionary dictionary(db);
  CHECK(dictionary.scope_policy() == "global");
  dictionary.set_scope_policy("guide");
  CHECK(dictionary.scope_policy() == "guide");
  CHECK_THROWS_AS(dictionary.set_scope_policy("anywhere"), ApiError);
  CHECK(dictionary.scope_policy() == "guide");

  // Distinct letter-only words: a number written in 20 Cyrillic letters.
  const auto word_of = [](std::size_t n) {
    static const char* letters[] = {"а", "б", "в", "г", "д", "е", "ж", "з", "и", "к",
                                    "л", "м", "н", "о", "п", "р", "с", "т", "у", "ф"};
    std::string w = "слово";
    for (int i = 0; i < 4; ++i, n /= 20) w += letters[n % 20];
    return w;
  };
  std::string list;
  for (std::size_t i = 0; i < TeamDictionary::kMaxWords; ++i) list += word_of(i) + "\n";
  CHECK(dictionary.import_text(list, "", 1).added == static_cast<int>(TeamDictionary::kMaxWords));
  CHECK_THROWS_AS(dictionary.add("ещёслово", "", 1), ApiError);
  CHECK_FALSE(dictionary.add(word_of(7), "", 1).second);  // one already there is no new word
  CHECK_THROWS_AS(dictionary.import_text("ещёслово\n", "", 1), ApiError);
}
