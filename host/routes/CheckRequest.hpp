// Reads what to check from a request: the source (file, text or url — exactly
// one), the option flags (absent means on), the style guide (given id or the
// active one) and the user's regex rules. Shared by POST /api/jobs and the
// direct /api/check* endpoints, so they accept the same fields alike.
#pragma once

#include <proofreader/sdk/routes.hpp>

#include "guides/CheckSources.hpp"
#include "jobs/JobRequest.hpp"

namespace proofreader::host {

// Multipart or urlencoded form, or a JSON object with the same names.
// Throws ApiError 400 naming what is wrong.
JobRequest read_check_request(const CheckSources& sources, sdk::RequestContext& ctx);

}  // namespace proofreader::host
