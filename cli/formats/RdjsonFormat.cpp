// rdjson: reviewdog's Diagnostic Format (DiagnosticResult), for
// `reviewdog -f=rdjson`. Columns are UTF-8 bytes, as the format defines
// them; a suggestion replaces the fragment's range. Files that could not be
// checked are not diagnostics: they go to standard error only.
#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>

#include "cli/Report.hpp"

namespace proofreader::cli {

namespace {

using Poco::JSON::Array;
using Poco::JSON::Object;

Object ordered() {
  return Object(Poco::JSON_PRESERVE_KEY_ORDER);
}

Object position_of(const SourcePosition& position) {
  Object out = ordered();
  out.set("line", position.line);
  out.set("column", position.byte_column);
  return out;
}

Object range_of(const CliRemark& remark) {
  Object range = ordered();
  range.set("start", position_of(remark.start));
  range.set("end", position_of(remark.end));
  return range;
}

const char* severity_of(CliSeverity severity) {
  switch (severity) {
    case CliSeverity::error:
      return "ERROR";
    case CliSeverity::warning:
      return "WARNING";
    case CliSeverity::suggestion:
      break;
  }
  return "INFO";
}

Object source() {
  Object out = ordered();
  out.set("name", "proofreader");
  return out;
}

}  // namespace

void write_rdjson(const Report& report, std::ostream& out) {
  Array diagnostics;
  for (const auto& file : report.files)
    for (const auto& remark : file.remarks) {
      Object location = ordered();
      location.set("path", remark.file);
      location.set("range", range_of(remark));
      Object code = ordered();
      code.set("value", remark.rule_id);
      Object diagnostic = ordered();
      diagnostic.set("message", remark.category + ": " + remark.message);
      diagnostic.set("location", location);
      diagnostic.set("severity", severity_of(remark.severity));
      diagnostic.set("source", source());
      diagnostic.set("code", code);
      if (!remark.suggestions.empty()) {
        Array suggestions;
        for (const auto& text : remark.suggestions) {
          Object suggestion = ordered();
          suggestion.set("range", range_of(remark));
          suggestion.set("text", text);
          suggestions.add(suggestion);
        }
        diagnostic.set("suggestions", suggestions);
      }
      diagnostics.add(diagnostic);
    }
  Object root = ordered();
  root.set("source", source());
  root.set("diagnostics", diagnostics);
  root.stringify(out);
  out << "\n";
}

}  // namespace proofreader::cli
