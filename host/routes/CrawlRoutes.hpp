// POST /api/check-url: the legacy site crawl, answered as an SSE stream —
// one `page` event per checked page with its remarks, then `done`. It holds
// its HTTP thread for the whole crawl (a legacy endpoint; jobs are the
// scalable path).
#pragma once

#include "jobs/JobManager.hpp"
#include "routes/CheckRequest.hpp"

namespace proofreader::host {

class Fetcher;
class Router;

// What the handlers use; each must outlive the router.
struct CrawlRouteServices {
  JobManager& jobs;
  Fetcher& outgoing;
  CheckSources check_sources;
};

void register_crawl_routes(Router& router, CrawlRouteServices services);

}  // namespace proofreader::host
