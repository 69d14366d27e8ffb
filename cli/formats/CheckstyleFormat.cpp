// checkstyle: Checkstyle's XML report (version 4.3), which Jenkins, GitLab
// and reviewdog (-f=checkstyle) read: a <file> per file checked, an <error>
// per remark with its line, column (code points), severity (error, warning,
// info) and source "proofreader.<rule>". A file that could not be checked
// gets one <error> at line 1 with source "proofreader.input".
#include "cli/Report.hpp"

#include <proofreader/kit/xml_escape.hpp>

namespace proofreader::cli {

namespace {

std::string xml_attribute(const std::string& text) {
  return kit::xml_escaped(text, kit::XmlEscape::attribute);
}

const char* severity_of(CliSeverity severity) {
  return severity == CliSeverity::suggestion ? "info" : severity_name(severity);
}

}  // namespace

void write_checkstyle(const Report& report, std::ostream& out) {
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n";
  for (const auto& file : report.files) {
    out << "  <file name=\"" << xml_attribute(file.path) << "\">\n";
    if (file.error)
      out << "    <error line=\"1\" severity=\"error\" message=\"" << xml_attribute(*file.error)
          << "\" source=\"proofreader.input\"/>\n";
    for (const auto& remark : file.remarks) {
      const std::string message = remark.category + ": " + remark.message + suggestion_note(remark);
      out << "    <error line=\"" << remark.start.line << "\" column=\"" << remark.start.column
          << "\" severity=\"" << severity_of(remark.severity) << "\" message=\"" << xml_attribute(message)
          << "\" source=\"proofreader." << xml_attribute(remark.rule_id) << "\"/>\n";
    }
    out << "  </file>\n";
  }
  out << "</checkstyle>\n";
}

}  // namespace proofreader::cli
