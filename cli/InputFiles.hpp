// InputFiles: what `proofreader check PATH…` checks. A file is checked as
// given (its extension names its format); a folder is searched through for
// the formats' extensions (hidden folders and node_modules left out); a PATH
// with * ? or ** is a glob (** crosses folders, * and ? do not). The list is
// sorted and each file named once. A PATH that names nothing is a problem
// reported beside the others, which are still checked. Thread-safe.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cli/SourceFile.hpp"

namespace proofreader::cli {

struct InputProblem {
  std::string path;
  std::string message;
};

struct InputFiles {
  std::vector<std::string> files;  // "-" once when standard input is asked for
  std::vector<InputProblem> problems;
};

InputFiles expand_paths(const std::vector<std::string>& paths);

// "md", "txt", "html", "docx" by the file's extension; nullopt for another.
std::optional<std::string> format_by_extension(const std::string& path);

// Whether `path` matches `glob` (** any text, * and ? within one folder name).
bool glob_matches(std::string_view glob, std::string_view path);

// Reads `path`; throws CheckError when it cannot be read or has no format.
SourceFile read_source(const std::string& path);

}  // namespace proofreader::cli
