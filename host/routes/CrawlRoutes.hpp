// POST /api/check-url: the legacy site crawl, answered as an SSE stream —
// one `page` event per checked page with its remarks, then `done`. It holds
// its HTTP thread for the whole crawl (a legacy endpoint; jobs are the
// scalable path).
#pragma once

#include "app/HostContext.hpp"
#include "jobs/JobManager.hpp"

namespace proofreader::host {

void register_crawl_routes(HostContext& host, JobManager& jobs);

}  // namespace proofreader::host
