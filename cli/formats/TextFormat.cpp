// text: one line per remark, as compilers write them, so editors and
// terminals jump to the place: path:line:col: category: message (suggestions).
// Columns count code points. Files that could not be checked are on standard
// error only. Colours only when asked (a terminal, --color).
#include "cli/Report.hpp"

namespace proofreader::cli {

namespace {

const char* colour_of(CliSeverity severity) {
  switch (severity) {
    case CliSeverity::error:
      return "\033[1;31m";
    case CliSeverity::warning:
      return "\033[1;33m";
    case CliSeverity::suggestion:
      break;
  }
  return "\033[1;36m";
}

}  // namespace

void write_text(const Report& report, bool color, std::ostream& out) {
  const char* bold = color ? "\033[1m" : "";
  const char* reset = color ? "\033[0m" : "";
  for (const auto& file : report.files) {
    for (const auto& remark : file.remarks) {
      out << bold << remark.file << ":" << remark.start.line << ":" << remark.start.column << reset << ": "
          << (color ? colour_of(remark.severity) : "") << remark.category << reset << ": " << remark.message;
      out << suggestion_note(remark) << "\n";
    }
  }
}

}  // namespace proofreader::cli
