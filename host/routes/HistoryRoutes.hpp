// /api/checks/history (list, one report, delete) and /api/checks/insights
// (spec §4.3). A user sees their own checks, an admin everyone's.
#pragma once

#include "app/HostContext.hpp"

namespace proofreader::host {

void register_history_routes(HostContext& host);

}  // namespace proofreader::host
