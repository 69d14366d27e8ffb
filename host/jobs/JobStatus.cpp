#include "jobs/JobStatus.hpp"

namespace proofreader::host {

namespace {

constexpr std::pair<JobStatus, std::string_view> kWords[] = {{JobStatus::queued, "queued"},
                                                             {JobStatus::running, "running"},
                                                             {JobStatus::done, "done"},
                                                             {JobStatus::error, "error"},
                                                             {JobStatus::cancelled, "cancelled"}};

}  // namespace

std::string_view to_string(JobStatus status) {
  for (const auto& [s, word] : kWords)
    if (s == status) return word;
  return "error";
}

std::optional<JobStatus> parse_job_status(std::string_view word) {
  for (const auto& [s, w] : kWords)
    if (w == word) return s;
  return std::nullopt;
}

}  // namespace proofreader::host
