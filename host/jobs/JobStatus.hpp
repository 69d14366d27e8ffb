// The status of a job, as an enum inside the host and as the word the API,
// the jobs table and the SDK's JobInfo use.
//
// A job's stage stays a word: checks move through the pipeline's stages
// (queued, extracting, language, styleguide, consistency, model, report,
// done), but a task — style-guide extraction, or a section's own work through
// HostServices::submit_task — names its own stages.
#pragma once

#include <optional>
#include <string_view>

namespace proofreader::host {

enum class JobStatus { queued, running, done, error, cancelled };

std::string_view to_string(JobStatus status);
// nullopt for a word that is not a status.
std::optional<JobStatus> parse_job_status(std::string_view word);

inline bool is_finished(JobStatus s) {
  return s == JobStatus::done || s == JobStatus::error || s == JobStatus::cancelled;
}

}  // namespace proofreader::host
