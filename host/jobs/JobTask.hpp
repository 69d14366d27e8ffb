// JobTask: work other than a proofreading check that runs as a job, with
// everything a check gets from JobManager: a place in the same queue and
// worker pool, a row in the jobs table (status, stage, progress, error, and
// its result where a check keeps its report), the job's event stream, cancel,
// and the restart rule (an unfinished job becomes error 'Прервано рестартом
// сервера'). Style-guide extraction is one (routes/GuideExtraction.hpp); a
// section's HostServices::submit_task is another.
#pragma once

#include <functional>
#include <string>

namespace proofreader::host {

// What a task sees of its job. Called on the worker thread that runs the task.
class JobProgress {
 public:
  virtual ~JobProgress() = default;
  // Moves the job to `stage` at `progress` (0..1): kept, stored, and sent on
  // the job's stream as a "stage" event.
  virtual void stage(const std::string& stage, double progress) = 0;
  // Sends an event of the task's own on the job's stream (`data_json` is JSON).
  virtual void event(const std::string& name, const std::string& data_json) = 0;
  // True once the job is cancelled or the service is stopping; a task looks
  // between its steps and returns early.
  virtual bool cancelled() const = 0;
};

// Runs on a worker thread and returns the job's result as JSON, which is
// stored in place of a report. A thrown sdk::ApiError ends the job in error
// with its Russian message; any other exception ends it in error too.
using JobTask = std::function<std::string(JobProgress& progress)>;

}  // namespace proofreader::host
