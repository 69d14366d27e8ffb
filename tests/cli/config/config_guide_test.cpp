// The guide file of .proofreader.yml is read as the service reads an uploaded
// guide: the same recognised rules, in the JSON the engines see.
#include <catch2/catch.hpp>

#include <Poco/JSON/Parser.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "TempDir.hpp"
#include "cli/config/ConfigFile.hpp"
#include "cli/config/ConfigGuide.hpp"

using namespace proofreader::cli;
namespace fs = std::filesystem;

namespace {
const fs::path kCorpus = fs::path(PROOFREADER_TEST_SOURCE_DIR) / "tests/fuzz/corpus/guide_extraction";
}

TEST_CASE("A Markdown or DOCX guide file becomes a guide of its recognised rules") {
  for (const char* name : {"guide.md", "table.docx"}) {
    const auto view = read_config_guide((kCorpus / name).string());
    CHECK(view.name == name);
    const auto guide = Poco::JSON::Parser().parse(view.json).extract<Poco::JSON::Object::Ptr>();
    CHECK(guide->getValue<std::string>("source") == name);
    CHECK(guide->has("parameters"));
    REQUIRE(guide->getArray("rules"));
    CHECK(guide->getArray("rules")->size() > 0);
  }
  std::string md_rules = read_config_guide((kCorpus / "guide.md").string()).json;
  CHECK_THAT(md_rules, Catch::Contains("юзер"));
}

TEST_CASE("A guide file that is missing or of another format is a ConfigError naming it") {
  proofreader::test::TempDir dir;
  const std::string missing = dir.path() + "/none.docx";
  CHECK_THROWS_WITH(read_config_guide(missing), Catch::Contains(missing));
  const std::string html = dir.path() + "/guide.html";
  std::ofstream(html) << "<html><body><p>Пишите «файл», а не «файлик».</p></body></html>";
  CHECK_THROWS_AS(read_config_guide(html), ConfigError);
}

TEST_CASE("Offline the guide is the configuration's file, else the built-in guide the service starts with") {
  const char* build = std::getenv("PROOFREADER_BUILD_DIR");
  REQUIRE(build != nullptr);
  const std::string share = std::string(build) + "/share";
  ConfigValues config;
  const auto builtin = offline_guide(config, share);
  CHECK(builtin.id == "default-ru");
  CHECK(builtin.json.find("\"rules\"") != std::string::npos);
  config.guide_file = (kCorpus / "guide.md").string();
  CHECK(offline_guide(config, share).name == "guide.md");
}
