// SourceFile: one file the command checks, as it was read: the name to report
// it under, its format and its bytes exactly as on disk (a BOM, CRLF line ends
// and a legacy encoding included; positions are computed from these).
#pragma once

#include <string>

namespace proofreader::cli {

struct SourceFile {
  std::string path;    // as given or found under a folder; "-" for standard input
  std::string format;  // "md", "txt", "html", "docx" (sdk::SourceInfo::format)
  std::string bytes;   // the original bytes
};

}  // namespace proofreader::cli
