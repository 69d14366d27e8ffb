// Jobs a plugin starts through the host: proofreading checks and background
// tasks, on the host's one job machinery (queue, workers, stream, cancel,
// and the restart rule). Callbacks a plugin hands over run only on the
// host's worker threads and are destroyed before its section is stopped
// (plugin.hpp, "Shutdown").
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
  Document document;
  CheckOptions options;
  // The style guide: empty means the active one; an unknown id is ApiError 404.
  std::string styleguide_id;
  // Where the text came from, a JSON object shown in the report as `origin`
  // (e.g. {"section":"documents","file_id":12}). A string member "document"
  // names the document across checks ("repo:12"), so a dismissed remark
  // stays dismissed on the next check while its sentence is the same.
  std::string origin_json = "{}";
  // Optional; called once when the job ends, on a worker thread, after its
  // report and history entry are stored.
  std::function<void(const CheckOutcome&)> on_finished;
};

// What a running background task sees of its job. Owned by the host, valid
// during TaskSubmission::run, used on the worker thread that runs it.
class PROOFREADER_SDK_API TaskContext {
 public:
  virtual ~TaskContext() = default;
  // Moves the job to `stage` at `progress` (0..1), a "stage" event.
  virtual void stage(const std::string& stage, double progress) = 0;
  // Sends an event of the task's own on the job's stream (JSON data).
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
  // Runs on a worker thread; returns the job's result as JSON (its report).
  // An exception ends the job in error with its (Russian) message.
  std::function<std::string(TaskContext&)> run;
};

}  // namespace proofreader::sdk
