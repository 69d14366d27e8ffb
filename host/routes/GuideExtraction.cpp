#include "routes/GuideExtraction.hpp"

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Parser.h>

#include "guides/GuideDraft.hpp"
#include "jobs/JobManager.hpp"

namespace proofreader::host {

namespace {

constexpr const char* kKind = "styleguide_extraction";

std::string base_name(const std::string& filename) {
  const auto slash = filename.find_last_of("/\\");
  std::string name = slash == std::string::npos ? filename : filename.substr(slash + 1);
  return name.substr(0, 120);
}

}  // namespace

GuideExtraction::GuideExtraction(JobManager& jobs, GuideStore& guides, AskModel ask_model)
    : jobs_(jobs), guides_(guides), ask_model_(std::move(ask_model)) {}

std::string GuideExtraction::submit(const sdk::User& user, std::string filename, std::string bytes) {
  JobSource source;
  source.kind = "file";
  source.name = base_name(filename);
  return jobs_.submit_task(
      user, kKind, source, [this, name = source.name, bytes = std::move(bytes)](JobProgress& progress) {
        return extract_draft(
            guides_, ask_model_, name, bytes,
            {[&progress](const std::string& stage, double done) { progress.stage(stage, done); },
             [&progress] { return progress.cancelled(); }});
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
