// ConfigFile: the repository's `.proofreader.yml` (docs/command-line.md,
// "Configuration"): found upward from the working directory and read into
// ConfigValues. The file is strict: an unknown key, a value of the wrong kind,
// an unknown category or severity is a ConfigError naming the file, the line
// and the key, which the command reports and exits 2 with.
//
// Paths in the file are relative to the file's folder, so the same file works
// wherever the command starts: include/exclude globs come out anchored at that
// folder (Glob.hpp), the guide file as a path from the working directory.
#pragma once

#include <filesystem>
#include <optional>
#include <stdexcept>

#include "cli/CliOptions.hpp"

namespace proofreader::cli {

inline constexpr const char* kConfigFileName = ".proofreader.yml";

class ConfigError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The whole of a file the configuration reads; ConfigError "<file>: <what>
// cannot be read" when it cannot be opened or read.
std::string read_config_bytes(const std::filesystem::path& file, const std::string& what);

// The nearest `.proofreader.yml` in `start` or a folder above it.
std::optional<std::filesystem::path> find_config_file(const std::filesystem::path& start);

// Throws ConfigError for an unreadable file, a YAML syntax error or anything
// the format does not allow.
ConfigValues read_config_file(const std::filesystem::path& file);

// The configuration of a run: the file --config names (`config_path`), else
// the one found upward from the working directory, else none (empty values).
ConfigValues load_project_config(const std::string& config_path);

}  // namespace proofreader::cli
