// Writing a check's remarks back into the file that was checked: a DOCX with
// Word comments or tracked changes, a Markdown or text file with the fixes
// applied, or a unified diff of them. The host does the writing
// (HostServices::export_checked, and GET /api/jobs/{id}/document for the
// files users upload); a section that keeps its own files (the repository)
// passes their bytes. These are plain values; document_export_route.hpp
// reads a request for one and sends the file.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace proofreader::sdk {

// What to write.
struct DocumentExportRequest {
  // "comments": every remark as a Word comment (DOCX only).
  // "changes": the fixes as tracked changes and every other remark as a
  //            comment (DOCX); the fixes applied (Markdown, text).
  // "corrected": the fixes only, applied: the text replaced, no tracked
  //              change left to accept (DOCX keeps its formatting).
  std::string mode = "comments";
  // Markdown and text: a unified diff of the original and the corrected file
  // instead of the file itself.
  bool diff = false;
  // The fixes: remark id → index of the chosen suggestion. Empty means every
  // remark with exactly one suggestion that is not dismissed. An id that is
  // not a remark of the check, or a suggestion it does not have, is refused
  // (400 unknown_remark, bad_suggestion); a dismissed one is listed as skipped.
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
