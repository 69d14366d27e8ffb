// Writing a check's remarks back into the file that was checked
// (HostServices::export_checked): a DOCX with comments or tracked changes, a
// Markdown or text file with the fixes applied, or a unified diff of them.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace proofreader::sdk {

// What to write.
struct DocumentExportRequest {
  // "comments": every remark as a Word comment (DOCX only); "changes": fixes
  // as tracked changes, other remarks as comments (DOCX), or the fixes applied
  // (Markdown, text); "corrected": the fixes only, applied.
  std::string mode = "comments";
  // Markdown and text: a unified diff instead of the file.
  bool diff = false;
  // The fixes: remark id → index of the chosen suggestion. Empty: every
  // remark with exactly one suggestion. Unknown ids or indexes are 400.
  std::map<std::string, int> accepted;
};

// A remark that could not be placed in the file, and why (in Russian).
struct SkippedRemark {
  std::string remark_id;
  std::string fragment;
  std::string reason;
};

// The written file.
struct ExportedDocument {
  std::string bytes;
  std::string content_type;
  std::string file_name;  // a name to save it under
  int placed = 0;         // remarks and fixes written
  std::vector<SkippedRemark> skipped;
};

}  // namespace proofreader::sdk
