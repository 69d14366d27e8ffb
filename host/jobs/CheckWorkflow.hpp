// CheckWorkflow: what a proofreading check is — its document loaded (or the
// one a section prepared), the upload kept for writing remarks back, the text
// streamed, the engines run with the team's exceptions and dictionary, the
// report built and recorded in the check history — apart from when and where
// it runs, which is the job manager's (JobManager). Built on the stores it is
// given, so it is tested on its own (tests/unit/host/check_workflow_test.cpp).
//
// Thread-safe: checks run at once on the workers; the stores take their own
// sessions, and the pipeline is shared.
#pragma once

#include <proofreader/sdk/engine.hpp>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "export/OriginalStore.hpp"
#include "guides/RemarkExceptions.hpp"
#include "guides/TeamDictionary.hpp"
#include "history/HistoryStore.hpp"
#include "jobs/JobRequest.hpp"
#include "jobs/JobStore.hpp"
#include "jobs/JobTask.hpp"
#include "pipeline/Pipeline.hpp"

namespace proofreader::host {

class Fetcher;

// The stores a check reads and writes, made before it and kept past it.
struct CheckStores {
  HistoryStore history;        // where the report goes
  RemarkExceptions exceptions;  // «никогда для этого термина», per guide
  TeamDictionary dictionary;    // the team's words, per guide
  OriginalStore& originals;     // uploads kept for writing remarks back
};

class CheckWorkflow {
 public:
  // The engines of the loaded plugins at each run (PluginManager::engines).
  using Engines = std::function<std::vector<sdk::Engine*>()>;

  // `pipeline_version` is PIPELINE_VERSION (v2: engines in parallel).
  CheckWorkflow(CheckStores stores, Fetcher& outgoing, Engines engines, std::string pipeline_version,
                Pipeline& pipeline);

  // Runs the check of `request` as the job `job` (its id, source and creation
  // time): the stages "extracting" and "report" and the events "progress" and
  // "document" go to `progress`, the engines' findings to `observer`. Returns
  // the check history's id, or nullopt when the job was cancelled before its
  // report (nothing recorded then). Throws ApiError when the document cannot
  // be loaded.
  std::optional<std::int64_t> run(JobRequest& request, const JobSnapshot& job, JobProgress& progress,
                                  const std::shared_ptr<PipelineObserver>& observer);

  // Runs the pipeline on `document` with the request's options, guide and
  // rules, on the calling thread and without a job (the /api/check*
  // endpoints, the site crawl); `deterministic_only` leaves the model engines
  // out (LanguageTool's /v2/check, answered while the writer types).
  PipelineResult check_now(const JobRequest& request, std::shared_ptr<const sdk::Document> document,
                           bool deterministic_only = false);

  // Loads a request's document (a file, a text or a URL by the fetch rules)
  // on the calling thread. Throws ApiError as load_document does.
  std::shared_ptr<const sdk::Document> load(const JobSource& source);

 private:
  // The pipeline input of `request` on `document`: the team's exceptions and
  // dictionary of its guide, in the configured pipeline version.
  PipelineInput input_of(const JobRequest& request, std::shared_ptr<const sdk::Document> document);
  // Keeps the upload of a file check that can be written back into; its
  // address, or nullopt when it is not such a file or could not be kept.
  std::optional<std::string> keep_original(const JobSource& source, const sdk::Document& document);

  CheckStores stores_;
  Fetcher& outgoing_;
  Engines engines_;
  const std::string pipeline_version_;
  Pipeline& pipeline_;
};

}  // namespace proofreader::host
