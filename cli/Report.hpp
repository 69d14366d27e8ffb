// Report: what one run of `proofreader check` found, file by file, and how
// it is written in each output format (docs/command-line.md, "Formats"): one
// writer per format in cli/formats, each a pure function of the report.
#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "cli/CliOptions.hpp"
#include "cli/CliRemark.hpp"

namespace proofreader::cli {

struct FileReport {
  std::string path;
  std::vector<CliRemark> remarks;    // ordered by position
  std::optional<std::string> error;  // set when the file could not be checked
};

struct Report {
  std::vector<FileReport> files;  // in the order of the paths
  std::string tool_version;
};

// Writes `report` as `format`; `color` (text only) marks severities with ANSI colours.
void write_report(const Report& report, OutputFormat format, bool color, std::ostream& out);

void write_text(const Report& report, bool color, std::ostream& out);
void write_json(const Report& report, std::ostream& out);
void write_sarif(const Report& report, std::ostream& out);
void write_rdjson(const Report& report, std::ostream& out);
void write_checkstyle(const Report& report, std::ostream& out);
void write_github(const Report& report, std::ostream& out);

}  // namespace proofreader::cli
