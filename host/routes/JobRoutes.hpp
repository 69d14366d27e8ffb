// /api/jobs: create a job, its status, its live stream (SSE), its report,
// cancel, the checked file with its remarks written back; and the direct checks /api/check and
// /api/check-text (no queue).
#pragma once

#include "jobs/JobManager.hpp"
#include "jobs/SseBroadcaster.hpp"
#include "routes/CheckRequest.hpp"

namespace proofreader::host {

class DocumentExport;
class JobEvents;
class Router;

// What the handlers use; each must outlive the router.
class StreamMirror;

struct JobRouteServices {
  JobManager& jobs;
  JobEvents& events;
  SseBroadcaster& streams;
  CheckSources check_sources;
  DocumentExport& exports;
  // With several backends: the streams of jobs other backends hold.
  StreamMirror* mirror = nullptr;
};

void register_job_routes(Router& router, JobRouteServices services);

}  // namespace proofreader::host
