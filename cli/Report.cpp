#include "cli/Report.hpp"

namespace proofreader::cli {

void write_report(const Report& report, OutputFormat format, bool color, std::ostream& out) {
  switch (format) {
    case OutputFormat::text:
      return write_text(report, color, out);
    case OutputFormat::json:
      return write_json(report, out);
    case OutputFormat::sarif:
      return write_sarif(report, out);
    case OutputFormat::rdjson:
      return write_rdjson(report, out);
    case OutputFormat::checkstyle:
      return write_checkstyle(report, out);
    case OutputFormat::github:
      return write_github(report, out);
  }
}

}  // namespace proofreader::cli
