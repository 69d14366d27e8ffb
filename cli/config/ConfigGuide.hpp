// ConfigGuide: the style guide file named by `.proofreader.yml`
// (`guide: {file: …}`, DOCX, MD or TXT), read as the service reads an uploaded
// guide (host/guides/GuideFile.hpp: the same extraction and rule recognition,
// without a model) and given to the engines in place of the built-in guide.
#pragma once

#include <proofreader/sdk/types.hpp>
#include <string>

#include "cli/CliOptions.hpp"

namespace proofreader::cli {

// Throws ConfigError naming the file when it cannot be read, is not a guide's
// format or gives a guide that does not validate.
sdk::StyleGuideView read_config_guide(const std::string& path);

// The guide of an offline check: the configuration's guide file, else the
// built-in guide the service starts with (`share_dir`/styleguides/default-ru.json).
sdk::StyleGuideView offline_guide(const ConfigValues& config, const std::string& share_dir);

}  // namespace proofreader::cli
