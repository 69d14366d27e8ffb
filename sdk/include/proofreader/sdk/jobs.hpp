// Jobs a plugin starts through the host: proofreading checks and background
// tasks. Both run on the host's one job machinery (JobManager): the same
// queue and worker pool (PROOFREADER_WORKERS), a row in the jobs table, the
// live stream GET /api/jobs/{id}/stream, GET /api/jobs/{id}, cancel with
// DELETE /api/jobs/{id}, and the restart rule (a job unfinished when the
// backend stops or dies ends as error «Прервано рестартом сервера»).
//
// Lifetime: callbacks a plugin hands over (TaskSubmission::run,
// CheckSubmission::on_finished) are plugin code. The host calls them only on
// its worker threads and destroys every one of them before it stops the
// plugin's section and unloads its library (see plugin.hpp, "Shutdown").
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "abi.hpp"
#include "types.hpp"

namespace proofreader::sdk {

// The error of a job (and of a section's own record of work, such as a watch
// run) left unfinished when the backend stopped or died (spec §3).
inline constexpr const char* kInterruptedByRestart = "Прервано рестартом сервера";

// What a finished check found, as the check's on_finished sees it.
struct CheckOutcome {
  JobInfo job;
  std::int64_t history_id = 0;  // the check history entry; 0 when the job did not finish "done"
  std::string report_json;      // the report GET /api/jobs/{id}/report returns; empty unless "done"
};

// A proofreading check a plugin asks for on a user's behalf.
struct CheckSubmission {
  // Who the check runs as: the owner of the job and of its history entry.
  User user;
  // What to check: blocks a section made, or what HostServices::extract gave.
  // source.kind/name/url say where it came from, for the report.
  Document document;
  CheckOptions options;
  // The style guide: empty means the active one; an unknown id is ApiError 404.
  std::string styleguide_id;
  // Where the text came from, a JSON object stored with the job and the history
  // entry and shown in the report as `origin`, so the report can link back,
  // e.g. {"section":"documents","file_id":12,"version":3}. A string member
  // "document" names the document checked, stable across checks (e.g. "repo:12"): a remark dismissed on
  // one check of it stays dismissed on the next while its sentence is the same. Without it an upload is
  // its owner's file of that name, an address its owner's page there, pasted text its own (DismissalStore).
  std::string origin_json = "{}";
  // Called once when the job ends (done, error or cancelled), on a worker
  // thread, after the report and history entry are stored. Optional.
  std::function<void(const CheckOutcome&)> on_finished;
};

// What a running background task sees of its job. Owned by the host, valid
// during TaskSubmission::run, used on the worker thread that runs it.
class PROOFREADER_SDK_API TaskContext {
 public:
  virtual ~TaskContext() = default;
  // Moves the job to `stage` at `progress` (0..1): stored, shown by
  // GET /api/jobs/{id}, and sent on the job's stream as a "stage" event.
  virtual void stage(const std::string& stage, double progress) = 0;
  // Sends one event of the task's own (e.g. "page" with a JSON object) on the
  // job's stream; `data_json` must be a JSON document.
  virtual void event(const std::string& name, const std::string& data_json) = 0;
  // True once the job was cancelled or the service is stopping: return soon.
  virtual bool cancelled() const = 0;
};

// Work of a plugin that runs as a job: a watch run, a translation, a capture.
struct TaskSubmission {
  User user;         // the job's owner (who may see and cancel it)
  std::string kind;  // e.g. "watch_run"; shown as the job's kind
  // What it works on, for people: shown as the job's source name.
  std::string title;
  // Runs on a worker thread. Returns the job's result as a JSON document
  // (stored, served by GET /api/jobs/{id}/report). Throwing ApiError ends the
  // job in error with its Russian message; any other exception likewise.
  std::function<std::string(TaskContext&)> run;
};

}  // namespace proofreader::sdk
