// POST /api/report (a file or text checked now → xlsx of its remarks) and
// POST /api/report-issues (a client's list of remarks → xlsx).
#pragma once

#include "jobs/JobManager.hpp"
#include "routes/CheckRequest.hpp"

namespace proofreader::host {

class Router;

// What the handlers use; each must outlive the router.
struct ReportRouteServices {
  JobManager& jobs;
  CheckSources check_sources;
};

void register_report_routes(Router& router, ReportRouteServices services);

}  // namespace proofreader::host
