// CliOptions: what `proofreader check` was asked, parsed from the command line
// (parse_options) and then completed from the repository's configuration file
// (.proofreader.yml, read by the config layer into `config`).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "cli/CliRemark.hpp"

namespace proofreader::cli {

enum class OutputFormat { text, json, sarif, rdjson, checkstyle, github };

// What the configuration file adds (filled by the config layer; empty when
// there is none). Lists keep their order.
struct ConfigValues {
  std::vector<std::string> include;               // globs of files to check
  std::vector<std::string> exclude;               // globs of files to leave out
  std::map<std::string, bool> categories;         // category → on/off
  std::map<std::string, bool> rules;              // "<engine>/<rule id>" → on/off
  std::map<std::string, CliSeverity> severities;  // category or rule id → severity
  std::vector<std::string> words;                 // the project's own dictionary
  std::string guide_file;                         // a style guide (DOCX/MD) extracted as the service does
  std::string server_guide;                       // a server guide by name (--server)
};

struct CliOptions {
  std::vector<std::string> paths;  // files, folders, globs; "-" is standard input
  OutputFormat format = OutputFormat::text;
  CliSeverity fail_on = CliSeverity::error;
  bool fail_never = false;             // --fail-on none
  std::string stdin_format;            // "md", "txt", "html", "docx"; required with "-"
  std::string stdin_name = "<stdin>";  // the name remarks of standard input carry
  std::optional<std::string> server;   // --server URL; unset: offline
  std::string config_path;             // --config FILE; empty: .proofreader.yml found upward
  ConfigValues config;
  int jobs = 0;                // files checked at once; 0: the number of cores
  bool timing = false;         // --timing: start-up and check times on stderr
  std::string color = "auto";  // "auto" (a terminal), "always", "never"
};

}  // namespace proofreader::cli
