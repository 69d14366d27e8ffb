// A check run at once, without a job: reads the request like POST /api/jobs
// (file or text; a URL is refused — it belongs to a job), extracts the
// document and runs the pipeline on the caller's HTTP thread. Shared by
// /api/check, /api/check-text and the xlsx report (/api/report).
#pragma once

#include <memory>

#include <proofreader/sdk/routes.hpp>

#include "jobs/JobManager.hpp"
#include "routes/CheckRequest.hpp"

namespace proofreader::host {

struct DirectCheck {
  std::shared_ptr<const sdk::Document> document;
  PipelineResult result;
};

// `file_only`: the source must be an uploaded file. Throws ApiError 400 / 415
// on a missing or wrong source.
DirectCheck run_direct_check(JobManager& jobs, const CheckSources& sources, sdk::RequestContext& ctx,
                             bool file_only);

}  // namespace proofreader::host
