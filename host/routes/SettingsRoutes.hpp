// The model settings routes: GET / PUT /api/settings and POST
// /api/settings/test (spec §4.5), all admin-only, over the host's
// ModelSettings (HostContext::model_settings), whose effective values plugins
// read with HostServices::setting, so a PUT takes effect without a restart.
#pragma once

#include "app/HostContext.hpp"

namespace proofreader::host {

// Call once while the host starts, after HostContext::model_settings and ::router are set.
void register_settings_routes(HostContext& host);

}  // namespace proofreader::host
