// Login, logout, the current user and password change (spec §4.2, §5).
#pragma once

#include "app/HostContext.hpp"

namespace proofreader::host {

void register_auth_routes(HostContext& host);

}  // namespace proofreader::host
