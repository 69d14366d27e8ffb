// DocumentExport: a saved check's remarks written back into the file it read
// (what each mode writes: sdk/document_export.hpp). The remarks come from the
// check's report, without those dismissed on its document; the file is the
// upload the check kept (OriginalStore) or a section's own copy. DOCX goes
// through docx_annotator (comments, tracked changes by «Корректор», or for
// mode=corrected the fixes applied with no tracked change left),
// Markdown and text through text_annotator, which apply the fixes (a text
// file in another encoding comes back as UTF-8, as it was checked). A remark
// the file no longer has is listed as skipped, never placed elsewhere.
// Thread-safe: each call reads the store afresh.
#pragma once

#include <proofreader/sdk/document_export.hpp>
#include <proofreader/sdk/types.hpp>

#include <string>
#include <string_view>

#include "export/OriginalStore.hpp"
#include "history/HistoryStore.hpp"
#include "storage/Database.hpp"

namespace proofreader::host {

class DocumentExport {
 public:
  DocumentExport(Database& db, OriginalStore& originals) : db_(db), originals_(originals) {}

  // Into the upload that check job `job_id` read. ApiError 404 when there is
  // no saved check of that job `caller` may see, 409 "original_not_kept"
  // when the check did not read an uploaded DOCX, Markdown or text file, 400
  // "unknown_remark" / "bad_suggestion" when the request accepts a remark the
  // check does not have or a suggestion the remark does not have.
  sdk::ExportedDocument of_upload(const std::string& job_id, const sdk::User& caller,
                                  const sdk::DocumentExportRequest& request);

  // Into `original`, the file check job `job_id` read (a section keeps it).
  sdk::ExportedDocument of_file(const std::string& job_id, const sdk::User& caller, std::string_view original,
                                const sdk::DocumentExportRequest& request);

 private:
  // The saved check job `job_id` ran, if `caller` may see it; ApiError 404 otherwise.
  HistoryEntry saved_check(const std::string& job_id, const sdk::User& caller);
  sdk::ExportedDocument write(const HistoryEntry& saved, const sdk::User& caller, std::string_view original,
                              const sdk::DocumentExportRequest& request);

  Database& db_;
  OriginalStore& originals_;
};

}  // namespace proofreader::host
