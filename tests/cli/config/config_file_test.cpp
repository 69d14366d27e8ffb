// .proofreader.yml: found upward, read into ConfigValues, and strict: every
// mistake is a ConfigError naming the file, the line and the key.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "TempDir.hpp"
#include "cli/config/ConfigFile.hpp"

using namespace proofreader::cli;

namespace fs = std::filesystem;

namespace {

fs::path write(const fs::path& file, const std::string& text) {
  fs::create_directories(file.parent_path());
  std::ofstream(file, std::ios::binary) << text;
  return file;
}

std::string error_of(const fs::path& file) {
  try {
    read_config_file(file);
  } catch (const ConfigError& e) {
    return e.what();
  }
  FAIL("no ConfigError for " << file);
  return {};
}

}  // namespace

TEST_CASE("The configuration is the nearest .proofreader.yml in the folder or above it") {
  proofreader::test::TempDir dir;
  const fs::path root = dir.path();
  fs::create_directories(root / "docs" / "guide");
  CHECK_FALSE(find_config_file(root / "docs" / "guide"));
  write(root / ".proofreader.yml", "dictionary: [кубер]\n");
  CHECK(find_config_file(root / "docs" / "guide") == root / ".proofreader.yml");
  write(root / "docs" / ".proofreader.yml", "");
  CHECK(find_config_file(root / "docs" / "guide") == root / "docs" / ".proofreader.yml");
}

TEST_CASE("Every setting of the file is read, paths relative to its folder") {
  proofreader::test::TempDir dir;
  const fs::path file = write(fs::path(dir.path()) / "repo" / ".proofreader.yml", R"(
include: ["docs/**/*.md", "*.txt"]
exclude: docs/legacy/
categories: {style: off, spelling: true}
rules:
  style/typography.straight_quotes: false
  RU_SPELLING: on
severities:
  typography: error
  morphology/agreement.adjective_noun: suggestion
dictionary:
  - кубернетес
  - докер
guide:
  file: ../guides/style.docx
)");
  const auto c = read_config_file(file);
  const std::string repo = (fs::path(dir.path()) / "repo").string();
  CHECK(c.include == std::vector<std::string>{repo + "/docs/**/*.md", repo + "/**/*.txt"});
  CHECK(c.exclude == std::vector<std::string>{repo + "/docs/legacy/**"});
  CHECK(c.categories == std::map<std::string, bool>{{"spelling", true}, {"style", false}});
  CHECK(c.rules ==
        std::map<std::string, bool>{{"RU_SPELLING", true}, {"style/typography.straight_quotes", false}});
  CHECK(c.severities ==
        std::map<std::string, CliSeverity>{{"morphology/agreement.adjective_noun", CliSeverity::suggestion},
                                           {"typography", CliSeverity::error}});
  CHECK(c.words == std::vector<std::string>{"кубернетес", "докер"});
  CHECK(c.guide_file == (fs::path(dir.path()) / "guides" / "style.docx").string());
  CHECK(c.server_guide.empty());
}

TEST_CASE("A server guide is named by its name and an empty file sets nothing") {
  proofreader::test::TempDir dir;
  CHECK(read_config_file(write(fs::path(dir.path()) / "a.yml", "guide:\n  server: Руководство команды\n"))
            .server_guide == "Руководство команды");
  for (const char* text : {"# nothing yet\n", ""}) {
    const auto empty = read_config_file(write(fs::path(dir.path()) / "b.yml", text));
    CHECK(empty.include.empty());
    CHECK(empty.words.empty());
  }
}

TEST_CASE("Mistakes in the file name the file, the line and the key") {
  proofreader::test::TempDir dir;
  const fs::path file = fs::path(dir.path()) / ".proofreader.yml";
  const std::string name = file.string();
  SECTION("an unknown key") {
    write(file, "dictionary: [a]\nincludes: ['*.md']\n");
    CHECK(error_of(file) == name + ":2: unknown key 'includes'");
  }
  SECTION("an unknown key inside the guide") {
    write(file, "guide:\n  path: style.docx\n");
    CHECK(error_of(file) == name + ":2: unknown key 'guide.path'");
  }
  SECTION("an unknown category") {
    write(file, "categories:\n  speling: off\n");
    CHECK(error_of(file) == name + ":2: unknown category 'speling'");
  }
  SECTION("a switch that is not true or false") {
    write(file, "rules:\n  RU_SPELLING: sometimes\n");
    CHECK_THAT(error_of(file), Catch::Contains(name + ":2: 'rules.RU_SPELLING' must be true or false"));
  }
  SECTION("an unknown severity") {
    write(file, "severities:\n  style: fatal\n");
    CHECK_THAT(error_of(file), Catch::Contains(name + ":2: unknown severity 'fatal'"));
  }
  SECTION("a list where a mapping belongs") {
    write(file, "categories: [style]\n");
    CHECK(error_of(file) == name + ":1: 'categories' must be a mapping");
  }
  SECTION("both a guide file and a server guide") {
    write(file, "guide: {file: a.docx, server: Команда}\n");
    CHECK_THAT(error_of(file), Catch::Contains("not both"));
  }
  SECTION("a YAML syntax error, with its line") {
    write(file, "include: x\ndictionary: a: b\nexclude: y\n");
    // libfyaml places this error where it notices it, at the next line's start.
    CHECK(error_of(file) == name + ":3: invalid nested block mapping on the same line");
  }
  SECTION("a file that is not a mapping") {
    write(file, "- a\n- b\n");
    CHECK(error_of(file) == name + ": must be a mapping of settings");
  }
}
