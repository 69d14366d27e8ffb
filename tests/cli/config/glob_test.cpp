#include <catch2/catch.hpp>

#include "cli/config/Glob.hpp"

using namespace proofreader::cli;

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
