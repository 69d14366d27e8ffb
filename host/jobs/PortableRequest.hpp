// PortableRequest: a check's JobRequest as JSON, so the backend that queued
// it need not be the one that runs it (SharedQueue). It carries what the
// check reads: the user, the source (a file's bytes in base64), the options,
// the style guide as it was when the check was asked for, the user's regex
// rules and the origin. The guide travels as a key to a copy kept apart
// (ClusterPort::keep_guide): its JSON is 175 KB for the default guide, the
// same for every check. A request written before keys (the guide's JSON in
// it, "guide.json") is read as it is. A request holding code or memory of this process (a
// callback, a prepared document) is not portable.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include "jobs/JobManager.hpp"

namespace proofreader::host {

bool is_portable(const JobRequest& request);
// `guide_key`: the key under which request.guide is kept (unused without a guide).
std::string portable_json(const JobRequest& request, const std::string& guide_key);
// The guide kept under a key; nullopt when there is none.
using KeptGuide = std::function<std::optional<sdk::StyleGuideView>(const std::string& key)>;
// Throws std::runtime_error for text that portable_json did not write, or
// that names a guide `kept` does not know.
JobRequest request_from_portable(const std::string& json, const KeptGuide& kept);

}  // namespace proofreader::host
