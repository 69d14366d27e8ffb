#include "export/DocumentExport.hpp"

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>
#include <Poco/Path.h>

#include <proofreader/kit/timestamps.hpp>
#include <proofreader/textdiff/textdiff.hpp>

#include <map>
#include <set>

#include "annotate/docx_annotator.hpp"
#include "annotate/text_annotator.hpp"
#include "extract/text_decoding.hpp"
#include "history/DismissalStore.hpp"
#include "pipeline/RemarkJson.hpp"

namespace proofreader::host {
namespace {

sdk::ApiError unsupported(const std::string& en, const std::string& ru) {
  return sdk::ApiError(409, "export_unsupported", en, ru);
}

// The comment a remark becomes: its message and what it suggests.
std::string comment_text(const sdk::Remark& r) {
  std::string text = r.message;
  if (r.suggestions.size() == 1) {
    text += "\nИсправление: «" + r.suggestions.front() + "»";
  } else if (!r.suggestions.empty()) {
    text += "\nВарианты:";
    for (std::size_t i = 0; i < r.suggestions.size(); ++i)
      text += (i ? ", «" : " «") + r.suggestions[i] + "»";
  }
  return text;
}

// The fix a remark gets: the accepted suggestion, or with none accepted the
// only one it has.
std::optional<std::string> fix_of(const sdk::Remark& r, const sdk::DocumentExportRequest& request) {
  if (request.accepted.empty())
    return r.suggestions.size() == 1 ? std::optional<std::string>(r.suggestions.front()) : std::nullopt;
  const auto it = request.accepted.find(r.id);
  if (it == request.accepted.end()) return std::nullopt;
  return r.suggestions[static_cast<std::size_t>(it->second)];
}

// Refuses an accepted id that is no remark of the check, or a suggestion the
// remark does not have: the writer chose something this check never said.
void require_known(const sdk::DocumentExportRequest& request, const std::vector<sdk::Remark>& all) {
  std::map<std::string, const sdk::Remark*> by_id;
  for (const sdk::Remark& r : all) by_id[r.id] = &r;
  for (const auto& [id, choice] : request.accepted) {
    const auto it = by_id.find(id);
    if (it == by_id.end())
      throw sdk::ApiError(400, "unknown_remark", "accept names no remark of this check: " + id,
                          "В проверке нет замечания " + id);
    if (choice >= static_cast<int>(it->second->suggestions.size()))
      throw sdk::ApiError(400, "bad_suggestion",
                          "remark " + id + " has no suggestion " + std::to_string(choice),
                          "У замечания " + id + " нет варианта исправления " + std::to_string(choice));
  }
}

std::vector<Annotation> annotations_of(const std::vector<sdk::Remark>& remarks,
                                       const sdk::DocumentExportRequest& request) {
  std::vector<Annotation> out;
  for (const sdk::Remark& r : remarks) {
    Annotation a{r.id, r.block, r.offset, r.length, r.fragment, {}, std::nullopt};
    const auto fix = request.mode == "comments" ? std::nullopt : fix_of(r, request);
    if (fix) {
      a.replacement = fix;
    } else if (request.mode != "corrected") {
      a.comment = comment_text(r);
    } else {
      continue;
    }
    out.push_back(std::move(a));
  }
  return out;
}

// "отчёт.docx" → "отчёт (замечания).docx".
std::string export_name(const std::string& name, const std::string& label, const std::string& extension) {
  const Poco::Path path(name.empty() ? "document" : name);
  return path.getBaseName() + " (" + label + ")." + extension;
}

}  // namespace

HistoryEntry DocumentExport::saved_check(const std::string& job_id, const sdk::User& caller) {
  auto entry = HistoryStore(db_).entry_of_job(job_id, caller);
  if (!entry)
    throw sdk::ApiError::not_found("No saved check of this job", "Нет сохранённой проверки этого задания");
  return std::move(*entry);
}

sdk::ExportedDocument DocumentExport::of_upload(const std::string& job_id, const sdk::User& caller,
                                                const sdk::DocumentExportRequest& request) {
  const HistoryEntry entry = saved_check(job_id, caller);
  const auto original = originals_.of(entry.id);
  if (!original)
    throw sdk::ApiError(409, "original_not_kept",
                        "this check did not read an uploaded DOCX, Markdown or text file",
                        "Эта проверка была не по загруженному файлу DOCX, Markdown или TXT");
  return write(entry, caller, original->bytes, request);
}

sdk::ExportedDocument DocumentExport::of_file(const std::string& job_id, const sdk::User& caller,
                                              std::string_view original,
                                              const sdk::DocumentExportRequest& request) {
  return write(saved_check(job_id, caller), caller, original, request);
}

sdk::ExportedDocument DocumentExport::write(const HistoryEntry& saved, const sdk::User& caller,
                                            std::string_view original,
                                            const sdk::DocumentExportRequest& request) {
  const Poco::JSON::Object::Ptr source = saved.report->getObject("source");
  const std::string format = source ? source->optValue<std::string>("format", "") : "";
  const std::string name = source ? source->optValue<std::string>("name", "") : "";

  std::vector<sdk::Remark> all;
  if (const auto list = saved.report->getArray("remarks"))
    for (std::size_t i = 0; i < list->size(); ++i)
      all.push_back(remark_from_json(list->getObject(static_cast<unsigned>(i))));
  require_known(request, all);
  const auto dismissed_ids =
      DismissalStore(db_).dismissed(saved.id, caller).value_or(std::vector<std::string>{});
  const std::set<std::string> dismissed(dismissed_ids.begin(), dismissed_ids.end());
  std::vector<sdk::Remark> remarks;
  std::vector<sdk::SkippedRemark> accepted_but_dismissed;
  for (sdk::Remark& r : all) {
    if (!dismissed.count(r.id))
      remarks.push_back(std::move(r));
    else if (request.accepted.count(r.id))
      accepted_but_dismissed.push_back({r.id, r.fragment, "замечание отклонено: исправление не вносится"});
  }
  const std::vector<Annotation> annotations = annotations_of(remarks, request);

  sdk::ExportedDocument out;
  AnnotatedFile file;
  if (format == "docx") {
    if (request.diff)
      throw unsupported("a diff is for Markdown and text files", "Разница — для Markdown и TXT");
    const bool corrected = request.mode == "corrected";
    file = annotate_docx(original, annotations, DocxRevisionAuthor{.date = kit::now_iso_utc()}, {},
                         corrected ? FixStyle::applied : FixStyle::tracked);
    out.content_type = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
    out.file_name = export_name(name,
                                request.mode == "comments" ? "замечания"
                                : corrected                ? "исправлено"
                                                           : "исправления",
                                "docx");
  } else if (format == "md" || format == "txt") {
    if (request.mode == "comments")
      throw unsupported("comments can only be written into a DOCX; choose changes or corrected",
                        "Комментарии можно вписать только в DOCX; выберите исправления");
    std::vector<std::string> block_texts;
    if (const auto blocks = saved.report->getArray("blocks"))
      for (std::size_t i = 0; i < blocks->size(); ++i)
        block_texts.push_back(blocks->getObject(static_cast<unsigned>(i))->optValue<std::string>("text", ""));
    const std::string text = decode_to_utf8(original);
    file = correct_text(text, block_texts, annotations);
    if (request.diff) {
      const std::string base = name.empty() ? "document" : name;
      file.bytes = textdiff::unified_diff(text, file.bytes, "a/" + base, "b/" + base);
      out.content_type = "text/x-diff; charset=utf-8";
      out.file_name = export_name(name, "исправления", "diff");
    } else {
      out.content_type = format == "md" ? "text/markdown; charset=utf-8" : "text/plain; charset=utf-8";
      out.file_name = export_name(name, "исправлено", format);
    }
  } else {
    throw unsupported("remarks can be written back into DOCX, Markdown and text files only",
                      "Вписать замечания можно только в файлы DOCX, Markdown и TXT");
  }

  out.bytes = std::move(file.bytes);
  std::map<std::string, std::string> fragments;
  for (const Annotation& a : annotations) fragments[a.id] = a.fragment;
  for (const SkippedAnnotation& s : file.skipped) out.skipped.push_back({s.id, fragments[s.id], s.reason});
  for (sdk::SkippedRemark& s : accepted_but_dismissed) out.skipped.push_back(std::move(s));
  out.placed = static_cast<int>(annotations.size() - file.skipped.size());
  return out;
}

}  // namespace proofreader::host
