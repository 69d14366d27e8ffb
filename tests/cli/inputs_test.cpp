// The command's options and inputs: what parse_options accepts and refuses,
// and which files a PATH (file, folder, glob) names.
#include <catch2/catch.hpp>

#include <algorithm>

#include "cli/InputFiles.hpp"
#include "cli/OptionParser.hpp"
#include "cli/UsageError.hpp"

using namespace proofreader::cli;

TEST_CASE("options: formats, --fail-on, standard input and jobs are read, and mistakes are usage errors") {
  const CliOptions options = parse_options(
      {"--format", "sarif", "--fail-on=warning", "--stdin-format", "md", "-", "docs", "--jobs", "3"});
  CHECK(options.format == OutputFormat::sarif);
  CHECK(options.fail_on == CliSeverity::warning);
  CHECK(options.paths == std::vector<std::string>{"-", "docs"});
  CHECK(options.jobs == 3);
  CHECK(parse_options({"--fail-on", "none", "x.md"}).fail_never);
  CHECK(parse_options({"x.md"}).fail_on == CliSeverity::error);

  CHECK_THROWS_AS(parse_options({}), UsageError);
  CHECK_THROWS_AS(parse_options({"--format", "xml", "x.md"}), UsageError);
  CHECK_THROWS_AS(parse_options({"--fail-on", "fatal", "x.md"}), UsageError);
  CHECK_THROWS_AS(parse_options({"-"}), UsageError);  // no --stdin-format
  CHECK_THROWS_AS(parse_options({"--stdin-format", "pdf", "-"}), UsageError);
  CHECK_THROWS_AS(parse_options({"--jobs", "0", "x.md"}), UsageError);
  CHECK_THROWS_AS(parse_options({"--frobnicate", "x.md"}), UsageError);
  CHECK_THROWS_AS(parse_options({"x.md", "--format"}), UsageError);
}

TEST_CASE("inputs: ** crosses folders, * and ? stay within one") {
  CHECK(glob_matches("docs/**/*.md", "docs/a.md"));
  CHECK(glob_matches("docs/**/*.md", "docs/x/y/a.md"));
  CHECK(glob_matches("docs/*.md", "docs/a.md"));
  CHECK_FALSE(glob_matches("docs/*.md", "docs/x/a.md"));
  CHECK(glob_matches("docs/?.md", "docs/a.md"));
  CHECK_FALSE(glob_matches("docs/?.md", "docs/ab.md"));
  CHECK_FALSE(glob_matches("*.md", "a.txt"));
}

TEST_CASE("inputs: a folder gives its documents, a glob its matches, a missing PATH a problem") {
  const std::string root = PROOFREADER_TEST_SOURCE_DIR "/tests/fixtures/cli/docs";
  const InputFiles folder = expand_paths({root});
  CHECK(folder.files == std::vector<std::string>{root + "/guide/windows.md", root + "/install.md",
                                                 root + "/notes.txt", root + "/page.html",
                                                 root + "/report.docx"});
  CHECK(folder.problems.empty());

  const InputFiles glob = expand_paths({root + "/**/*.md", root + "/install.md"});
  CHECK(glob.files == std::vector<std::string>{root + "/guide/windows.md", root + "/install.md"});

  const InputFiles missing = expand_paths({root + "/nothing.md", root + "/*.rst", root + "/notes.txt"});
  CHECK(missing.files == std::vector<std::string>{root + "/notes.txt"});
  REQUIRE(missing.problems.size() == 2);
  CHECK(missing.problems[0].message == "no such file or folder");
  CHECK(missing.problems[1].message == "no file matches");

  CHECK(format_by_extension("a/B.MARKDOWN") == "md");
  CHECK(format_by_extension("a.htm") == "html");
  CHECK_FALSE(format_by_extension("a.rst"));
}
