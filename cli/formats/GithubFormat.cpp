// github: GitHub Actions workflow commands, one line per remark, which the
// runner turns into annotations on the pull request:
//   ::error file=F,line=L,col=C,endLine=L2,endColumn=C2,title=T::message
// (notice for suggestions). Columns count code points. Values are escaped as
// the runner unescapes them (% CR LF everywhere, also : and , in properties).
#include "cli/Report.hpp"

namespace proofreader::cli {

namespace {

std::string escaped(const std::string& text, bool property) {
  std::string out;
  for (const char c : text) {
    if (c == '%')
      out += "%25";
    else if (c == '\r')
      out += "%0D";
    else if (c == '\n')
      out += "%0A";
    else if (property && c == ':')
      out += "%3A";
    else if (property && c == ',')
      out += "%2C";
    else
      out += c;
  }
  return out;
}

const char* command_of(CliSeverity severity) {
  return severity == CliSeverity::suggestion ? "notice" : severity_name(severity);
}

}  // namespace

void write_github(const Report& report, std::ostream& out) {
  for (const auto& file : report.files) {
    if (file.error)
      out << "::error file=" << escaped(file.path, true)
          << ",title=proofreader::" << escaped(*file.error, false) << "\n";
    for (const auto& remark : file.remarks) {
      const std::string message = remark.message + suggestion_note(remark);
      out << "::" << command_of(remark.severity) << " file=" << escaped(remark.file, true)
          << ",line=" << remark.start.line << ",col=" << remark.start.column << ",endLine=" << remark.end.line
          << ",endColumn=" << remark.end.column
          << ",title=" << escaped(remark.category + " (" + remark.rule_id + ")", true)
          << "::" << escaped(message, false) << "\n";
    }
  }
}

}  // namespace proofreader::cli
