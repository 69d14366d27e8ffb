// GuideExtraction: an uploaded docx, txt or md style guide turned into a draft
// guide (guides/GuideDraft.hpp does the work) as a task like the others: each
// upload is a job of kind "styleguide_extraction" on the JobManager, so it
// shares the pipeline's queue, workers, jobs table, event stream
// (GET /api/jobs/{id}/stream), cancel and restart rule.
//
// Stages: queued → parsing → extracting → validating → done, or error. The
// job's result is a draft guide (not active) with one rule per recognised
// statement, and a warning for each statement that gave no rule: its text,
// the reason, and whether it is a glossary entry (a term's definition, which
// no rule is made of). With a model configured, the model turns the other
// unrecognised statements into rules too (ModelAssistedRules.hpp).
//
// Thread-safe. The JobManager and the GuideStore must outlive the jobs: the
// host stops the JobManager before it drops the route handlers that own this.
#pragma once

#include <Poco/JSON/Object.h>

#include <optional>
#include <proofreader/sdk/routes.hpp>
#include <string>

#include "guides/ModelAssistedRules.hpp"

namespace proofreader::host {

class GuideStore;
class JobManager;

class GuideExtraction {
 public:
  GuideExtraction(JobManager& jobs, GuideStore& guides, AskModel ask_model = {});

  // Queues the file; returns the job id.
  std::string submit(const sdk::User& user, std::string filename, std::string bytes);
  // {job_id, stage, progress, guide_id, warnings: [{statement, reason,
  // glossary}], error}; nullopt for an unknown job, a job of another kind, or
  // one of another user (admins see all).
  std::optional<Poco::JSON::Object::Ptr> status(const std::string& id, const sdk::User& user);

 private:
  JobManager& jobs_;
  GuideStore& guides_;
  AskModel ask_model_;
};

}  // namespace proofreader::host
