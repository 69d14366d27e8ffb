// The command run as a process on the sample docs tree (tests/fixtures/cli):
// its known errors at their known lines and columns in every output format,
// the exit codes, standard input, and files checked in parallel.
#include <Poco/AutoPtr.h>
#include <Poco/DOM/DOMParser.h>
#include <Poco/DOM/Document.h>
#include <Poco/DOM/NodeList.h>
#include <Poco/JSON/Parser.h>

#include <catch2/catch.hpp>
#include <set>
#include <sstream>

#include "CommandRun.hpp"

using proofreader::test::CommandResult;
using proofreader::test::run_command;

namespace {

const std::string kFixtures = PROOFREADER_TEST_SOURCE_DIR "/tests/fixtures/cli";

CommandResult check(std::vector<std::string> args, const std::string& input = {}) {
  args.insert(args.begin(), "check");
  return run_command(PROOFREADER_TEST_BIN_DIR "/proofreader", args, input, kFixtures);
}

// "path:line:col" of each remark of a text report.
std::set<std::string> places(const std::string& text) {
  std::set<std::string> out;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    std::size_t colon = line.find(':');
    colon = line.find(':', colon + 1);
    colon = line.find(':', colon + 1);
    out.insert(line.substr(0, colon));
  }
  return out;
}

// The sample's known errors (misspelt words), each where the file has it.
const std::set<std::string> kKnownErrors = {
    "docs/guide/windows.md:3:17",  // CRLF and a BOM
    "docs/guide/windows.md:4:25",  // inside **bold**
    "docs/install.md:8:23",        // a paragraph
    "docs/install.md:11:23",       // a nested list item
    "docs/install.md:13:25",       // emphasis across two lines, in a list three deep
    "docs/install.md:14:18",       // a link's text
    "docs/install.md:18:28",       // a table cell
    "docs/notes.txt:3:16",        "docs/page.html:5:12",
    "docs/report.docx:2:16",  // DOCX: paragraph 2, column in it
};

}  // namespace

TEST_CASE(
    "command: text names every known error at its line and column, and nothing in front matter, code, URLs "
    "or comments") {
  const CommandResult run = check({"docs"});
  CHECK(run.exit_code == 1);
  CHECK(places(run.out) == kKnownErrors);
  CHECK(run.out.find("docs/install.md:8:23: spelling: ") != std::string::npos);
  CHECK(run.out.find("(проверка") != std::string::npos);  // the suggestion
  CHECK(run.out.find("\033[") == std::string::npos);      // no colour off a terminal
  CHECK(run.err.empty());
}

TEST_CASE("command: json, checkstyle and github give the same places") {
  const CommandResult json = check({"--format", "json", "docs"});
  CHECK(json.exit_code == 1);
  const auto root = Poco::JSON::Parser().parse(json.out).extract<Poco::JSON::Object::Ptr>();
  std::set<std::string> from_json;
  const auto files = root->getArray("files");
  for (std::size_t f = 0; f < files->size(); ++f) {
    const auto file = files->getObject(f);
    const auto remarks = file->getArray("remarks");
    for (std::size_t r = 0; r < remarks->size(); ++r) {
      const auto remark = remarks->getObject(r);
      from_json.insert(file->getValue<std::string>("path") + ":" + remark->getValue<std::string>("line") +
                       ":" + remark->getValue<std::string>("column"));
      CHECK(remark->getValue<std::string>("rule").find('/') != std::string::npos);
      CHECK(remark->getValue<std::string>("severity") == "error");
    }
  }
  CHECK(from_json == kKnownErrors);

  const CommandResult checkstyle = check({"--format", "checkstyle", "docs"});
  CHECK(checkstyle.exit_code == 1);
  Poco::XML::DOMParser parser;
  Poco::AutoPtr<Poco::XML::Document> xml = parser.parseString(checkstyle.out);
  CHECK(xml->getElementsByTagName("file")->length() == 5);
  CHECK(xml->getElementsByTagName("error")->length() == kKnownErrors.size());
  CHECK(checkstyle.out.find(
            "<file name=\"docs/install.md\">\n    <error line=\"8\" column=\"23\" severity=\"error\"") !=
        std::string::npos);

  const CommandResult github = check({"--format", "github", "docs/install.md"});
  CHECK(github.exit_code == 1);
  CHECK(github.out.rfind("::error file=docs/install.md,line=8,col=23,endLine=8,endColumn=30,title=spelling (",
                         0) == 0);
}

TEST_CASE("command: sarif counts columns in UTF-16 units and rdjson in UTF-8 bytes, at the same places") {
  // docs/install.md:8 "Этот раздел описывает прверка": 22 characters (41 bytes) before the word.
  const CommandResult sarif = check({"--format", "sarif", "docs/install.md"});
  CHECK(sarif.exit_code == 1);
  const auto log = Poco::JSON::Parser().parse(sarif.out).extract<Poco::JSON::Object::Ptr>();
  const auto run = log->getArray("runs")->getObject(0);
  CHECK(run->getValue<std::string>("columnKind") == "utf16CodeUnits");
  const auto result = run->getArray("results")->getObject(0);
  const auto location = result->getArray("locations")->getObject(0)->getObject("physicalLocation");
  CHECK(location->getObject("artifactLocation")->getValue<std::string>("uri") == "docs/install.md");
  const auto region = location->getObject("region");
  CHECK(region->getValue<int>("startLine") == 8);
  CHECK(region->getValue<int>("startColumn") == 23);
  CHECK(region->getValue<int>("endColumn") == 30);
  CHECK(region->getObject("snippet")->getValue<std::string>("text") == "прверка");
  CHECK(result->getValue<std::string>("level") == "error");
  CHECK(result->getArray("fixes")->size() >= 1);

  const CommandResult absolute = check({"--format", "sarif", kFixtures + "/docs/notes.txt"});
  CHECK(absolute.out.find("\"uri\":\"file://" + kFixtures + "/docs/notes.txt\"") != std::string::npos);

  const CommandResult rdjson = check({"--format", "rdjson", "docs/install.md"});
  CHECK(rdjson.exit_code == 1);
  const auto diagnostics =
      Poco::JSON::Parser().parse(rdjson.out).extract<Poco::JSON::Object::Ptr>()->getArray("diagnostics");
  REQUIRE(diagnostics->size() == 5);
  const auto range = diagnostics->getObject(0)->getObject("location")->getObject("range");
  CHECK(range->getObject("start")->getValue<int>("line") == 8);
  CHECK(range->getObject("start")->getValue<int>("column") == 42);
  CHECK(range->getObject("end")->getValue<int>("column") == 56);  // 7 letters of 2 bytes
}

TEST_CASE("command: exit 0 below --fail-on, 1 at or above it") {
  CHECK(check({"--fail-on", "none", "docs"}).exit_code == 0);
  const CommandResult clean = check({"-", "--stdin-format", "md"}, "# Заголовок\n\nТекст без ошибок.\n");
  CHECK(clean.exit_code == 0);
  CHECK(clean.out.empty());
  CHECK(check({"--fail-on", "warning", "docs/notes.txt"}).exit_code == 1);
}

TEST_CASE("command: standard input is checked under its given name and format") {
  const CommandResult run =
      check({"--stdin-format", "md", "--stdin-name", "README.md", "-"}, "# Заголовок\n\nТекст с ощибкой.\n");
  CHECK(run.exit_code == 1);
  CHECK(places(run.out) == std::set<std::string>{"README.md:3:9"});
}

TEST_CASE("command: an unreadable or unknown file is reported, the rest still checked, and the exit is 2") {
  const CommandResult run = check({"docs/nothing.md", "docs/notes.txt", "broken/damaged.docx"});
  CHECK(run.exit_code == 2);
  CHECK(places(run.out) == std::set<std::string>{"docs/notes.txt:3:16"});
  CHECK(run.err.find("docs/nothing.md: no such file or folder") != std::string::npos);
  CHECK(run.err.find("broken/damaged.docx: ") != std::string::npos);

  const CommandResult json = check({"--format", "json", "docs/nothing.md", "docs/notes.txt"});
  CHECK(json.exit_code == 2);
  CHECK(json.out.find(R"("path":"docs/nothing.md","error":"no such file or folder")") != std::string::npos);
}

TEST_CASE("command: a usage error exits 2 with the usage") {
  for (const auto& args : std::vector<std::vector<std::string>>{{}, {"--format", "yaml", "docs"}, {"-"}}) {
    const CommandResult run = check(args);
    CHECK(run.exit_code == 2);
    CHECK(run.err.find("usage: proofreader check") != std::string::npos);
    CHECK(run.out.empty());
  }
}

TEST_CASE("command: with no engine to load the command stops with exit 2 rather than pass every file") {
  const CommandResult run = run_command(PROOFREADER_TEST_BIN_DIR "/proofreader", {"check", "docs/notes.txt"},
                                        {}, kFixtures, {{"PROOFREADER_PLUGIN_DIR", "/nonexistent"}});
  CHECK(run.exit_code == 2);
  CHECK(run.err.find("engine grammar-client not loaded") != std::string::npos);
  CHECK(run.err.find("no engine could be loaded from /nonexistent") != std::string::npos);
  CHECK(run.out.empty());
}

TEST_CASE("command: --color always marks the text report with colours") {
  const CommandResult run = check({"--color", "always", "docs/notes.txt"});
  CHECK(run.exit_code == 1);
  CHECK(run.out.find("\033[1;31mspelling\033[0m") != std::string::npos);
}

TEST_CASE("command: --timing prints the start-up and check times on standard error only") {
  const CommandResult timed = check({"--timing", "--format", "json", "docs/notes.txt"});
  const CommandResult plain = check({"--format", "json", "docs/notes.txt"});
  CHECK(timed.err.rfind("timing: start-up ", 0) == 0);
  CHECK(timed.err.find(" ms, first file checked ") != std::string::npos);
  CHECK(timed.out == plain.out);
}

TEST_CASE("command: files checked in parallel give the report of one at a time") {
  const CommandResult one = check({"--jobs", "1", "--format", "json", "docs"});
  const CommandResult four = check({"--jobs", "4", "--format", "json", "docs"});
  CHECK(one.exit_code == 1);
  CHECK(four.out == one.out);
}
