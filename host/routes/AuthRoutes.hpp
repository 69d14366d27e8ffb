// Login, logout, the current user and password change (spec §4.2, §5).
#pragma once

namespace proofreader::host {

class LoginThrottle;
class PasswordHasher;
class Router;
class SessionStore;
class UserStore;

// What the handlers use; each must outlive the router.
struct AuthRouteServices {
  UserStore& users;
  SessionStore& sessions;
  PasswordHasher& hasher;
  LoginThrottle& throttle;
};

void register_auth_routes(Router& router, AuthRouteServices services);

}  // namespace proofreader::host
