// The model settings routes: GET / PUT /api/settings and POST
// /api/settings/test (spec §4.5), all admin-only. Registering them also
// creates the ModelSettings store and publishes its effective values through
// HostContext::model_setting, so plugins read them with HostServices::setting
// and a PUT takes effect without a restart.
#pragma once

#include "app/HostContext.hpp"

namespace proofreader::host {

// Call once while the host starts, after HostContext::db and ::router are set.
void register_settings_routes(HostContext& host);

}  // namespace proofreader::host
