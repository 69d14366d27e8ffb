// checkstyle: Checkstyle's XML report (version 4.3), which Jenkins, GitLab
// and reviewdog (-f=checkstyle) read: a <file> per file checked, an <error>
// per remark with its line, column (code points), severity (error, warning,
// info) and source "proofreader.<rule>". A file that could not be checked
// gets one <error> at line 1 with source "proofreader.input".
#include "cli/Report.hpp"

namespace proofreader::cli {

namespace {

std::string escaped(const std::string& text) {
  std::string out;
  out.reserve(text.size());
  for (const char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\n':
        out += "&#10;";
        break;
      default:
        // XML 1.0 has no other control characters.
        if (static_cast<unsigned char>(c) >= 0x20 || c == '\t') out += c;
    }
  }
  return out;
}

const char* severity_of(CliSeverity severity) {
  return severity == CliSeverity::suggestion ? "info" : severity_name(severity);
}

}  // namespace

void write_checkstyle(const Report& report, std::ostream& out) {
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n";
  for (const auto& file : report.files) {
    out << "  <file name=\"" << escaped(file.path) << "\">\n";
    if (file.error)
      out << "    <error line=\"1\" severity=\"error\" message=\"" << escaped(*file.error)
          << "\" source=\"proofreader.input\"/>\n";
    for (const auto& remark : file.remarks) {
      const std::string message = remark.category + ": " + remark.message + suggestion_note(remark);
      out << "    <error line=\"" << remark.start.line << "\" column=\"" << remark.start.column
          << "\" severity=\"" << severity_of(remark.severity) << "\" message=\"" << escaped(message)
          << "\" source=\"proofreader." << escaped(remark.rule_id) << "\"/>\n";
    }
    out << "  </file>\n";
  }
  out << "</checkstyle>\n";
}

}  // namespace proofreader::cli
