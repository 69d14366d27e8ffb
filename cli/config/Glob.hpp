// Glob: the include/exclude patterns of `.proofreader.yml`, matched as the
// command's PATH globs are (InputFiles.hpp: `*` and `?` within one folder
// name, `**` across folders), gitignore-like in two ways: a pattern without
// a `/` names a file in any folder (`*.md`), one ending in `/` everything
// under that folder. Patterns are anchored at the configuration file's folder
// (anchored_glob) and matched against absolute paths, so the working
// directory does not matter.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

#include "cli/CliOptions.hpp"

namespace proofreader::cli {

// `pattern` as an absolute pattern under `folder`.
std::string anchored_glob(const std::filesystem::path& folder, std::string_view pattern);

// Whether the configuration picks `file`: it matches an include pattern (or
// there are none) and no exclude pattern.
bool selected_by_config(const ConfigValues& config, const std::filesystem::path& file);

}  // namespace proofreader::cli
