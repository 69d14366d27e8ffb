// /api/jobs: create a job, its status, its live stream (SSE), its report,
// cancel; and the direct checks /api/check and /api/check-text (no queue).
#pragma once

#include "app/HostContext.hpp"
#include "jobs/JobManager.hpp"
#include "jobs/SseBroadcaster.hpp"

namespace proofreader::host {

void register_job_routes(HostContext& host, JobManager& jobs, SseBroadcaster& streams);

}  // namespace proofreader::host
