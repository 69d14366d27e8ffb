// The model settings routes: GET / PUT /api/settings and POST
// /api/settings/test (spec §4.5), all admin-only, over the host's
// ModelSettings, whose effective values plugins
// read with HostServices::setting, so a PUT takes effect without a restart.
#pragma once

#include "model/ModelAccess.hpp"

namespace proofreader::host {

class ModelSettings;
class Router;

// `stored` is the settings store PUT writes; `model` reaches the model for
// the test. Both must outlive the router.
void register_settings_routes(Router& router, ModelSettings& stored, ModelAccess model);

}  // namespace proofreader::host
