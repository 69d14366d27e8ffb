// CliRemark: one remark placed in the file it is about.
//
// Positions (docs/command-line.md, "Positions"): lines are 1-based and count
// LF (a CRLF is one line end); a BOM is not part of line 1. Columns are
// 1-based and given in the three units the output formats ask for: code
// points (text, json, checkstyle, github: what an editor shows as characters),
// UTF-16 code units (SARIF's default columnKind) and UTF-8 bytes (reviewdog's
// rdjson). The end is exclusive: the first character after the fragment.
// DOCX has no lines: its remarks have the paragraph number as line and the
// code point in the paragraph's text as column.
#pragma once

#include <string>
#include <vector>

namespace proofreader::cli {

struct SourcePosition {
  int line = 1;
  int column = 1;        // code points
  int utf16_column = 1;  // UTF-16 code units
  int byte_column = 1;   // UTF-8 bytes of the decoded line
};

enum class CliSeverity { suggestion = 0, warning = 1, error = 2 };

struct CliRemark {
  std::string file;  // SourceFile::path
  SourcePosition start;
  SourcePosition end;
  std::string category;  // sdk::Remark::category
  std::string rule_id;   // "<engine>/<rule id>", unique across engines
  CliSeverity severity = CliSeverity::warning;
  std::string message;
  std::string fragment;  // the checked text at the position
  std::vector<std::string> suggestions;
};

// "error", "warning", "suggestion".
const char* severity_name(CliSeverity severity);

// " (first, second)": the suggestions as the one-line formats append them; empty without any.
std::string suggestion_note(const CliRemark& remark);

}  // namespace proofreader::cli
