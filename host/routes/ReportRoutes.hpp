// POST /api/report (a file or text checked now → xlsx of its remarks) and
// POST /api/report-issues (a client's list of remarks → xlsx).
#pragma once

#include "app/HostContext.hpp"
#include "jobs/JobManager.hpp"

namespace proofreader::host {

void register_report_routes(HostContext& host, JobManager& jobs);

}  // namespace proofreader::host
