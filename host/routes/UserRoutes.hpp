// /api/users: accounts. Any logged-in user may read; only an admin writes.
#pragma once

#include <Poco/JSON/Object.h>

#include "app/HostContext.hpp"
#include "auth/UserStore.hpp"

namespace proofreader::host {

void register_user_routes(HostContext& host);

// The public view of an account (never the password hash).
Poco::JSON::Object::Ptr user_json(const UserRecord& record);

}  // namespace proofreader::host
