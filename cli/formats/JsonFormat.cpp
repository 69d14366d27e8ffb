// json: the command's own shape (docs/command-line.md, "json"):
// {"version", "files": [{"path", "error"?, "remarks": [{"line", "column",
// "end_line", "end_column", "category", "rule", "severity", "message",
// "fragment", "suggestions"}]}]}. Columns count code points.
#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>

#include "cli/Report.hpp"

namespace proofreader::cli {

void write_json(const Report& report, std::ostream& out) {
  Poco::JSON::Object root(Poco::JSON_PRESERVE_KEY_ORDER);
  root.set("version", report.tool_version);
  Poco::JSON::Array files;
  for (const auto& file : report.files) {
    Poco::JSON::Object entry(Poco::JSON_PRESERVE_KEY_ORDER);
    entry.set("path", file.path);
    if (file.error) entry.set("error", *file.error);
    Poco::JSON::Array remarks;
    for (const auto& remark : file.remarks) {
      Poco::JSON::Object item(Poco::JSON_PRESERVE_KEY_ORDER);
      item.set("line", remark.start.line);
      item.set("column", remark.start.column);
      item.set("end_line", remark.end.line);
      item.set("end_column", remark.end.column);
      item.set("category", remark.category);
      item.set("rule", remark.rule_id);
      item.set("severity", std::string(severity_name(remark.severity)));
      item.set("message", remark.message);
      item.set("fragment", remark.fragment);
      Poco::JSON::Array suggestions;
      for (const auto& suggestion : remark.suggestions) suggestions.add(suggestion);
      item.set("suggestions", suggestions);
      remarks.add(item);
    }
    entry.set("remarks", remarks);
    files.add(entry);
  }
  root.set("files", files);
  root.stringify(out);
  out << "\n";
}

}  // namespace proofreader::cli
