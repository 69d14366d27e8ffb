// The options of `proofreader check` (docs/command-line.md, "Usage"), parsed
// into CliOptions. Throws UsageError naming the option at fault.
#pragma once

#include <string>
#include <vector>

#include "cli/CliOptions.hpp"

namespace proofreader::cli {

// The usage text printed with --help and after a usage error.
extern const char* const kUsage;

// `args`: what follows `check` on the command line.
CliOptions parse_options(const std::vector<std::string>& args);

}  // namespace proofreader::cli
