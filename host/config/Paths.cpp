#include "config/Paths.hpp"

#include <Poco/Environment.h>

#include <filesystem>

namespace proofreader::host {

namespace {

std::string env_or(const char* name, const std::string& fallback) {
  return Poco::Environment::has(name) && !Poco::Environment::get(name).empty() ? Poco::Environment::get(name)
                                                                               : fallback;
}

}  // namespace

Paths Paths::discover() {
  const std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe");
  const std::filesystem::path root = exe.parent_path().parent_path();
  Paths paths;
  paths.root = root.string();
  paths.plugins = env_or("PROOFREADER_PLUGIN_DIR", (root / "plugins").string());
  paths.share = env_or("PROOFREADER_SHARE_DIR", (root / "share").string());
  paths.properties = env_or("PROOFREADER_CONFIG", (root / "etc" / "proofreader.properties").string());
  paths.frontend = (root / "frontend").string();
  return paths;
}

std::string resolve_data_directory(const std::string& configured) {
  std::string path =
      std::filesystem::absolute(configured.empty() ? "." : configured).lexically_normal().string();
  while (path.size() > 1 && path.back() == '/') path.pop_back();
  return path;
}

std::string plugin_data_directory(const std::string& data_dir, const std::string& plugin_name) {
  return (std::filesystem::path(resolve_data_directory(data_dir)) / "plugins" / plugin_name).string();
}

}  // namespace proofreader::host
