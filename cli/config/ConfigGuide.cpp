#include "cli/config/ConfigGuide.hpp"

#include <proofreader/sdk/http.hpp>

#include <filesystem>
#include <sstream>

#include "cli/config/ConfigFile.hpp"
#include "guides/GuideFile.hpp"
#include "guides/GuideStore.hpp"

namespace proofreader::cli {

sdk::StyleGuideView read_config_guide(const std::string& path) {
  const std::string bytes = read_config_bytes(path, "the style guide file");
  const std::string filename = std::filesystem::path(path).filename().string();
  try {
    const auto recognized = host::read_guide_file(filename, bytes, host::ExtractLimits{});
    std::ostringstream body;
    host::guide_file_body(filename, recognized.rules)->stringify(body);
    host::GuideRecord record;
    record.id = "file";
    record.name = filename;
    record.version = 1;
    record.body_json = body.str();
    return host::guide_view(record, true);
  } catch (const sdk::ApiError& e) {
    throw ConfigError(path + ": not a usable style guide: " + e.what());
  }
}

sdk::StyleGuideView offline_guide(const ConfigValues& config, const std::string& share_dir) {
  if (!config.guide_file.empty()) return read_config_guide(config.guide_file);
  return host::guide_view(host::read_builtin_guide(share_dir + "/styleguides/default-ru.json"), true);
}

}  // namespace proofreader::cli
