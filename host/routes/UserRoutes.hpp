// /api/users: accounts. Any logged-in user may read; only an admin writes.
#pragma once

#include <Poco/JSON/Object.h>

#include "auth/UserStore.hpp"

namespace proofreader::host {

class Router;
class SessionStore;

// What the handlers use; each must outlive the router.
struct UserRouteServices {
  UserStore& users;
  SessionStore& sessions;
};

void register_user_routes(Router& router, UserRouteServices services);

// The public view of an account (never the password hash).
Poco::JSON::Object::Ptr user_json(const UserRecord& record);

}  // namespace proofreader::host
