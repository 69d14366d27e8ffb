// PortableRequest: a check's JobRequest as JSON, so the backend that queued
// it need not be the one that runs it (SharedQueue). It carries what the
// check reads: the user, the source (a file's bytes in base64), the options,
// the style guide as it was when the check was asked for, the user's regex
// rules and the origin. A request holding code or memory of this process (a
// callback, a prepared document) is not portable.
#pragma once

#include <string>

#include "jobs/JobManager.hpp"

namespace proofreader::host {

bool is_portable(const JobRequest& request);
std::string portable_json(const JobRequest& request);
// Throws std::runtime_error for text that portable_json did not write.
JobRequest request_from_portable(const std::string& json);

}  // namespace proofreader::host
