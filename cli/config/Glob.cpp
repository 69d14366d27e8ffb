#include "cli/config/Glob.hpp"

#include <vector>

#include "cli/InputFiles.hpp"

namespace proofreader::cli {

namespace fs = std::filesystem;

namespace {

bool matches_any(const std::vector<std::string>& patterns, const std::string& path) {
  for (const auto& pattern : patterns)
    if (glob_matches(pattern, path)) return true;
  return false;
}

}  // namespace

std::string anchored_glob(const fs::path& folder, std::string_view pattern) {
  std::string relative(pattern);
  if (relative.rfind("./", 0) == 0) relative.erase(0, 2);
  if (!relative.empty() && relative.back() == '/') relative += "**";
  if (relative.find('/') == std::string::npos) relative = "**/" + relative;
  return folder.generic_string() + "/" + relative;
}

bool selected_by_config(const ConfigValues& config, const fs::path& file) {
  const std::string path = fs::absolute(file).lexically_normal().generic_string();
  return (config.include.empty() || matches_any(config.include, path)) && !matches_any(config.exclude, path);
}

}  // namespace proofreader::cli
