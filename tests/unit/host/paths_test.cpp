// Where the data directory and a plugin's folder resolve to, for every form
// PROOFREADER_DATA_DIR may take.
#include <catch2/catch.hpp>

#include <filesystem>

#include "config/Paths.hpp"

using proofreader::host::plugin_data_directory;
using proofreader::host::resolve_data_directory;

TEST_CASE("the data directory is absolute and normal, with or without a trailing slash") {
  const std::string cwd = std::filesystem::current_path().string();
  CHECK(resolve_data_directory("/x/data") == "/x/data");
  CHECK(resolve_data_directory("/x/data/") == "/x/data");
  CHECK(resolve_data_directory("/x/data//") == "/x/data");
  CHECK(resolve_data_directory("/x/./data/../data") == "/x/data");
  CHECK(resolve_data_directory("data") == cwd + "/data");
  CHECK(resolve_data_directory("./data/") == cwd + "/data");
  CHECK(resolve_data_directory("/") == "/");
}

TEST_CASE("a plugin's folder lies under the data directory, never beside it") {
  const std::string cwd = std::filesystem::current_path().string();
  for (const auto& [configured, expected] :
       std::vector<std::pair<std::string, std::string>>{{"/x/data", "/x/data/plugins/documents"},
                                                        {"/x/data/", "/x/data/plugins/documents"},
                                                        {"data", cwd + "/data/plugins/documents"},
                                                        {"./data/", cwd + "/data/plugins/documents"}}) {
    INFO(configured);
    CHECK(plugin_data_directory(configured, "documents") == expected);
  }
}
