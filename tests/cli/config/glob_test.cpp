#include <catch2/catch.hpp>

#include "cli/InputFiles.hpp"
#include "cli/config/Glob.hpp"

using namespace proofreader::cli;

TEST_CASE("Globs: * and ? within a name, ** across folders") {
  CHECK(glob_matches("/r/docs/*.md", "/r/docs/a.md"));
  CHECK_FALSE(glob_matches("/r/docs/*.md", "/r/docs/sub/a.md"));
  CHECK(glob_matches("/r/docs/**/*.md", "/r/docs/a.md"));
  CHECK(glob_matches("/r/docs/**/*.md", "/r/docs/x/y/a.md"));
  CHECK_FALSE(glob_matches("/r/docs/**/*.md", "/r/other/a.md"));
  CHECK(glob_matches("/r/?.txt", "/r/a.txt"));
  CHECK_FALSE(glob_matches("/r/?.txt", "/r/ab.txt"));
}

TEST_CASE("Globs are anchored at the configuration's folder, gitignore-like") {
  CHECK(anchored_glob("/r", "docs/*.md") == "/r/docs/*.md");
  CHECK(anchored_glob("/r", "./docs/*.md") == "/r/docs/*.md");
  CHECK(anchored_glob("/r", "*.md") == "/r/**/*.md");
  CHECK(anchored_glob("/r", "vendor/") == "/r/vendor/**");
}

TEST_CASE("A file is selected by an include and not by an exclude") {
  ConfigValues config;
  CHECK(selected_by_config(config, "/r/anything.md"));
  config.include = {anchored_glob("/r", "docs/**/*.md")};
  config.exclude = {anchored_glob("/r", "docs/legacy/")};
  CHECK(selected_by_config(config, "/r/docs/install.md"));
  CHECK(selected_by_config(config, "/r/docs/./admin/../install.md"));
  CHECK_FALSE(selected_by_config(config, "/r/README.txt"));
  CHECK_FALSE(selected_by_config(config, "/r/docs/legacy/old.md"));
}
