#include "jobs/GuideExtraction.hpp"

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Parser.h>

#include <proofreader/sdk/http.hpp>
#include <sstream>

#include "auth/PasswordHasher.hpp"
#include "common/RandomHex.hpp"
#include "extract/extractor.hpp"
#include "guides/GuideStore.hpp"
#include "guides/RuleRecognizer.hpp"
#include "jobs/JobManager.hpp"

namespace proofreader::host {

namespace {

constexpr const char* kKind = "styleguide_extraction";

std::string base_name(const std::string& filename) {
  const auto slash = filename.find_last_of("/\\");
  std::string name = slash == std::string::npos ? filename : filename.substr(slash + 1);
  return name.substr(0, 120);
}

Poco::JSON::Array::Ptr warnings_json(const std::vector<RecognitionWarning>& warnings) {
  Poco::JSON::Array::Ptr out = new Poco::JSON::Array;
  for (const auto& w : warnings) {
    Poco::JSON::Object::Ptr o = new Poco::JSON::Object;
    o->set("statement", w.statement);
    o->set("reason", w.reason);
    o->set("glossary", w.glossary);
    out->add(o);
  }
  return out;
}

// The job's work: parse the file, recognise its rules (and ask the model
// about the rest), save the draft guide. Returns {guide_id, warnings}.
std::string extract_draft(GuideStore& guides, const AskModel& ask_model, const std::string& filename,
                          const std::string& bytes, JobProgress& progress) {
  progress.stage("parsing", 0.1);
  const auto format = detect_format(bytes, filename);
  if (!format || (*format != Format::docx && *format != Format::txt && *format != Format::md))
    throw sdk::ApiError(415, "unsupported_format", "a style guide must be docx, txt or md",
                        "Руководство должно быть в формате docx, txt или md");
  const auto document = extract(bytes, *format, background_limits());
  if (progress.cancelled()) return "{}";
  progress.stage("extracting", 0.4);
  auto recognized = recognize_rules(document);
  if (ask_model && !recognized.warnings.empty() && !progress.cancelled()) {
    progress.stage("extracting", 0.6);
    add_model_rules(recognized, ask_model);
  }
  if (progress.cancelled()) return "{}";
  progress.stage("validating", 0.8);
  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
  body->set("name", "Черновик: " + filename);
  body->set("description", "Извлечено из «" + filename + "»; проверьте правила перед выбором.");
  body->set("source", filename);
  body->set("rules", recognized.rules);
  validate_guide_body(body);
  const auto saved = guides.save("draft-" + random_hex(6), body);
  Poco::JSON::Object result;
  result.set("guide_id", saved.id);
  result.set("warnings", warnings_json(recognized.warnings));
  std::ostringstream out;
  result.stringify(out);
  return out.str();
}

}  // namespace

GuideExtraction::GuideExtraction(JobManager& jobs, GuideStore& guides, AskModel ask_model)
    : jobs_(jobs), guides_(guides), ask_model_(std::move(ask_model)) {}

std::string GuideExtraction::submit(const sdk::User& user, std::string filename, std::string bytes) {
  JobSource source;
  source.kind = "file";
  source.name = base_name(filename);
  return jobs_.submit_task(user, kKind, source,
                           [this, name = source.name, bytes = std::move(bytes)](JobProgress& progress) {
                             return extract_draft(guides_, ask_model_, name, bytes, progress);
                           });
}

std::optional<Poco::JSON::Object::Ptr> GuideExtraction::status(const std::string& id, const sdk::User& user) {
  const auto job = jobs_.find(id);
  if (!job || job->kind != kKind || (job->user_id != user.id && !user.is_admin())) return std::nullopt;
  Poco::JSON::Object::Ptr o = new Poco::JSON::Object;
  o->set("job_id", id);
  Poco::Dynamic::Var guide, error, warnings = Poco::JSON::Array::Ptr(new Poco::JSON::Array);
  if (job->status == JobStatus::done) {
    Poco::JSON::Parser parser;
    const auto result = parser.parse(jobs_.result(id).json).extract<Poco::JSON::Object::Ptr>();
    guide = result->get("guide_id");
    warnings = result->get("warnings");
    o->set("stage", "done");
  } else if (job->finished()) {  // error, or cancelled through DELETE /api/jobs/{id}
    error = job->status == JobStatus::cancelled ? std::string("Извлечение отменено") : job->error;
    o->set("stage", "error");
  } else {
    o->set("stage", job->stage);
  }
  o->set("progress", job->finished() ? 1.0 : job->progress);
  o->set("guide_id", guide);
  o->set("warnings", warnings);
  o->set("error", error);
  return o;
}

}  // namespace proofreader::host
