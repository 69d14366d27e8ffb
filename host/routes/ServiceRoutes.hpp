// Service endpoints: /api/health, /api/health/full, /api/config, /api, and —
// only when PROOFREADER_DOCS=true — /api/openapi.json, /api/docs, /api/redoc.
#pragma once

#include "app/HostContext.hpp"

namespace proofreader::host {

void register_service_routes(HostContext& host);

}  // namespace proofreader::host
