// File routes: upload (a new file or its next version), a file with its
// versions, rename/move, archive/restore, delete, download of a version, a
// proofreading check of a version, the version with that check's remarks
// written back, and its corrected text saved as the next version.
#include <Poco/JSON/Parser.h>
#include <Poco/NumberParser.h>

#include <proofreader/kit/document_export_route.hpp>
#include <proofreader/kit/json_fields.hpp>
#include <proofreader/kit/multipart.hpp>
#include <proofreader/kit/numbers.hpp>
#include <proofreader/sdk/http.hpp>
#include <proofreader/sdk/jobs.hpp>

#include "ContentType.hpp"
#include "Download.hpp"
#include "JsonViews.hpp"
#include "RepositoryRoutes.hpp"

namespace proofreader::documents {

using Poco::JSON::Object;
using sdk::Access;
using sdk::RequestContext;

namespace {

constexpr std::size_t kMaxCommentBytes = 2000;

int version_param(RequestContext& ctx) {
  int number = 0;
  if (!Poco::NumberParser::tryParse(ctx.param("n"), number) || number < 1) throw sdk::ApiError::not_found();
  return number;
}

std::int64_t folder_field(const kit::MultipartForm& upload) {
  const auto it = upload.fields.find("folder_id");
  if (it == upload.fields.end() || it->second.empty()) return 0;
  return kit::whole_number_field(it->second, "folder_id", 0);
}

// The remark count of a finished check's report.
int remark_count(const std::string& report_json) {
  Poco::JSON::Parser parser;
  const auto report = parser.parse(report_json).extract<Object::Ptr>();
  const auto remarks = report->getArray("remarks");
  return remarks ? static_cast<int>(remarks->size()) : 0;
}

void audit_check(RequestContext& ctx, std::int64_t file_id, int number, const std::string& job_id) {
  ctx.audit("repo.file.check",
            "file " + std::to_string(file_id) + " version " + std::to_string(number) + " job " + job_id);
}

sdk::CheckSubmission check_submission(const sdk::HostServices& host, RequestContext& ctx) {
  sdk::CheckSubmission check;
  check.user = ctx.user();
  check.options.locale = ctx.locale();
  if (ctx.body().empty()) return check;
  const auto body = kit::body_object(ctx);
  host.read_check_options(*body, check.options);
  check.styleguide_id = kit::string_field(body, "styleguide_id").value_or("");
  return check;
}

}  // namespace

void RepositoryRoutes::upload(RequestContext& ctx) {
  blobs::BlobWriter writer(blobs_, max_file_bytes_);
  const kit::MultipartForm form = kit::read_multipart(
      ctx, [&writer](std::string_view chunk) { writer.write(chunk.data(), chunk.size()); }, true);
  const auto comment_it = form.fields.find("comment");
  const std::string comment = comment_it == form.fields.end() ? "" : comment_it->second;
  if (comment.size() > kMaxCommentBytes)
    throw sdk::ApiError::bad_request("comment is longer than 2000 bytes", "Комментарий длиннее 2000 байт");
  const std::string type = detect_content_type(writer.head(), writer.tail(), form.file_name);
  const UploadResult result =
      repository_.add_version(folder_field(form), form.file_name, writer, type, comment, ctx.user());
  ctx.audit("repo.file.upload", "file " + std::to_string(result.file_id) + " version " +
                                    std::to_string(result.version) + " (" + std::to_string(writer.size()) +
                                    " bytes)");
  index_changed_();
  Object::Ptr body = new Object;
  body->set("id", result.file_id);
  body->set("version", result.version);
  ctx.send_json(body, 201);
}

void RepositoryRoutes::check_version(RequestContext& ctx) {
  const auto file_id = kit::id_param(ctx, "id", 0);
  const int number = version_param(ctx);
  const std::string job_id = submit_check(check_submission(host_, ctx), file_id, number);
  audit_check(ctx, file_id, number, job_id);
  Object::Ptr body = new Object;
  body->set("job_id", job_id);
  ctx.send_json(body, 202);
}

std::string RepositoryRoutes::submit_check(sdk::CheckSubmission check, std::int64_t file_id, int number) {
  const File file = repository_.file(file_id);
  const Version version = repository_.version(file_id, number);
  check.document = host_.extract(blobs_.read(version.sha256), file.name);
  Object::Ptr origin = new Object;
  origin->set("section", "documents");
  origin->set("file_id", file_id);
  origin->set("version", number);
  origin->set("name", file.name);
  // Dismissals made on one check of the file hold for the next, of any version, while their sentence stays.
  origin->set("document", "repo:" + std::to_string(file_id));
  std::ostringstream origin_json;
  origin->stringify(origin_json);
  check.origin_json = origin_json.str();
  // A version's last check is its file owner's: anyone else's check of it (an
  // administrator's too) is a job of their own and leaves that one alone.
  if (check.user.id != file.owner_id) return host_.submit_check(std::move(check));
  // Worker thread; the host drops it before the section stops.
  check.on_finished = [this, file_id, number](const sdk::CheckOutcome& outcome) {
    std::lock_guard lock(check_mutex_);
    if (outcome.job.status != "done") return;
    repository_.record_check_result(file_id, number, outcome.job.id, remark_count(outcome.report_json));
  };
  std::string job_id;
  {
    std::lock_guard lock(check_mutex_);
    job_id = host_.submit_check(std::move(check));
    repository_.record_check(file_id, number, job_id);
  }
  return job_id;
}

// The job of the version's last check, which must have finished.
std::string RepositoryRoutes::checked_job(const Version& version) {
  if (version.last_check_job.empty() || !version.last_check_remarks)
    throw sdk::ApiError::conflict("this version has no finished check",
                                  "У этой версии нет завершённой проверки");
  return version.last_check_job;
}

void RepositoryRoutes::send_checked(RequestContext& ctx) {
  const auto file_id = kit::id_param(ctx, "id", 0);
  const Version version = repository_.version(file_id, version_param(ctx));
  kit::send_exported_document(
      ctx, host_.export_checked(ctx.user(), checked_job(version), blobs_.read(version.sha256),
                                kit::document_export_request(ctx)));
}

void RepositoryRoutes::save_corrected(RequestContext& ctx) {
  const auto file_id = kit::id_param(ctx, "id", 0);
  const int number = version_param(ctx);
  const File file = repository_.file(file_id);
  host_.require(ctx.user(), file.owner_id, sdk::Action::change);  // a new version of the file
  const Version version = repository_.version(file_id, number);
  sdk::DocumentExportRequest request = kit::document_export_request(ctx);
  request.mode = "corrected";
  request.diff = false;
  const sdk::ExportedDocument corrected =
      host_.export_checked(ctx.user(), checked_job(version), blobs_.read(version.sha256), request);
  if (corrected.placed == 0)
    throw sdk::ApiError::conflict("no fix of this check could be written into the file",
                                  "Ни одно исправление этой проверки не удалось внести в файл");
  blobs::BlobWriter writer(blobs_, max_file_bytes_);
  writer.write(corrected.bytes.data(), corrected.bytes.size());
  const std::string type = detect_content_type(writer.head(), writer.tail(), file.name);
  const std::string comment =
      "Исправления проверки версии " + std::to_string(number) + " (" + std::to_string(corrected.placed) + ")";
  const UploadResult result =
      repository_.add_version(file.folder_id, file.name, writer, type, comment, ctx.user());
  ctx.audit("repo.file.upload", "file " + std::to_string(result.file_id) + " version " +
                                    std::to_string(result.version) + " corrected from version " +
                                    std::to_string(number));
  index_changed_();
  // Checked at once, so the version list shows what the fixes left.
  sdk::CheckSubmission check;
  check.user = ctx.user();
  check.options.locale = ctx.locale();
  const std::string job_id = submit_check(std::move(check), result.file_id, result.version);
  audit_check(ctx, result.file_id, result.version, job_id);
  Object::Ptr body = new Object;
  body->set("id", result.file_id);
  body->set("version", result.version);
  body->set("placed", corrected.placed);
  body->set("skipped", static_cast<int>(corrected.skipped.size()));
  body->set("job_id", job_id);
  ctx.send_json(body, 201);
}

void RepositoryRoutes::add_file_routes(sdk::RouteRegistrar& routes) {
  routes.add(
      {"POST", "/api/repo/files", Access::user,
       "Uploads a file (multipart: file, folder_id, comment); the same name in the same folder becomes "
       "its next version (the file's owner or an administrator). Returns {id, version}",
       [this](RequestContext& ctx) { upload(ctx); }});
  routes.add(
      {"GET", "/api/repo/files/{id}", Access::user, "A file with its versions", [this](RequestContext& ctx) {
         const File file = repository_.file(kit::id_param(ctx, "id", 0));
         Object::Ptr body = file_json(file);
         body->set("path", repository_.folder_path(file.folder_id));
         body->set("read_only", repository_.is_archived(file));
         ctx.send_json(body);
       }});
  routes.add({"PATCH", "/api/repo/files/{id}", Access::user,
              "Renames and/or moves a file: {name?, folder_id?} (its uploader or an administrator)",
              [this](RequestContext& ctx) {
                const auto id = kit::id_param(ctx, "id", 0);
                const auto body = kit::body_object(ctx);
                repository_.update_file(id, kit::string_field(body, "name"),
                                        kit::int_field(body, "folder_id", 0), ctx.user());
                const File file = repository_.file(id);
                ctx.audit("repo.file.update", "file " + std::to_string(id) + " " + file.name + " in folder " +
                                                  std::to_string(file.folder_id));
                ctx.send_json(file_json(file));
              }});
  for (const bool archive : {true, false}) {
    const std::string action = archive ? "archive" : "restore";
    routes.add(
        {"POST", "/api/repo/files/{id}/" + action, Access::user,
         archive ? "Archives a file: read-only and hidden from listings and search" : "Restores a file",
         [this, archive, action](RequestContext& ctx) {
           const auto id = kit::id_param(ctx, "id", 0);
           repository_.set_file_archived(id, archive, ctx.user());
           ctx.audit("repo.file." + action, "file " + std::to_string(id));
           ctx.send_json(file_json(repository_.file(id)));
         }});
  }
  routes.add({"DELETE", "/api/repo/files/{id}", Access::admin, "Deletes a file and its versions for good",
              [this](RequestContext& ctx) {
                const auto id = kit::id_param(ctx, "id", 0);
                const File file = repository_.file(id);
                repository_.delete_file(id, ctx.user());
                ctx.audit("repo.file.delete", "file " + std::to_string(id) + " " + file.name);
                Object::Ptr body = new Object;
                body->set("deleted", id);
                ctx.send_json(body);
              }});
  routes.add({"GET", "/api/repo/files/{id}/versions/{n}/download", Access::user,
              "The bytes of a version as uploaded (attachment, nosniff, sandboxed, ETag)",
              [this](RequestContext& ctx) {
                send_version(ctx, repository_, blobs_, kit::id_param(ctx, "id", 0), version_param(ctx));
              }});
  routes.add(
      {"POST", "/api/repo/files/{id}/versions/{n}/check", Access::user,
       "Checks a version like POST /api/jobs ({styleguide_id, check_language, check_styleguide, "
       "check_consistency, prompt}); returns {job_id}. Only the file owner's check becomes the version's "
       "last check",
       [this](RequestContext& ctx) { check_version(ctx); }});
  routes.add({"GET", "/api/repo/files/{id}/versions/{n}/document", Access::user,
              "The version with its last check's remarks written back, as GET /api/jobs/{id}/document "
              "(mode, diff, accept, list); the check's owner or an administrator",
              [this](RequestContext& ctx) { send_checked(ctx); }});
  routes.add({"POST", "/api/repo/files/{id}/versions/{n}/corrected", Access::user,
              "Saves the version with its last check's fixes (accept=… or every single suggestion) as the "
              "file's next version and checks it (the file's owner or an administrator); returns {id, "
              "version, placed, skipped, job_id}",
              [this](RequestContext& ctx) { save_corrected(ctx); }});
}

}  // namespace proofreader::documents
