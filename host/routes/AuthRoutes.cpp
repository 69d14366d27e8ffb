#include "routes/AuthRoutes.hpp"

#include <Poco/Net/NameValueCollection.h>
#include <proofreader/kit/numbers.hpp>

#include "auth/LoginThrottle.hpp"
#include "auth/SessionStore.hpp"
#include "auth/UserStore.hpp"
#include "http/BodyFields.hpp"
#include "http/RequestContextImpl.hpp"
#include "http/Router.hpp"
#include "routes/UserRoutes.hpp"

namespace proofreader::host {

namespace {

RequestContextImpl& impl(sdk::RequestContext& ctx) {
  return static_cast<RequestContextImpl&>(ctx);
}

std::string session_cookie(sdk::RequestContext& ctx) {
  Poco::Net::NameValueCollection cookies;
  ctx.request().getCookies(cookies);
  return cookies.get("proofreader_session", "");
}

void login(const AuthRouteServices& services, sdk::RequestContext& ctx) {
  auto fields = BodyFields::from_request(ctx);
  const std::string login = fields.required_string("login");
  const std::string password = fields.required_string("password");
  const std::string& address = impl(ctx).address();
  if (auto wait = services.throttle.retry_after(login, address); wait > 0) {
    ctx.response().set("Retry-After", std::to_string(wait));
    throw sdk::ApiError(429, "too_many_attempts", "too many failed logins; try again later",
                        "Слишком много неудачных попыток входа, повторите позже");
  }
  auto record = login.size() <= 64 ? services.users.find_by_login(login) : std::nullopt;
  // Verify even for an unknown login, so timing does not reveal which logins exist.
  static const std::string dummy = services.hasher.hash("not a real password");
  const bool ok =
      services.hasher.verify(password, record ? record->password_hash : dummy) && record.has_value();
  if (!ok) {
    if (const auto lock = services.throttle.record_failure(login, address); lock > 0)
      ctx.audit("login.locked",
                login.substr(0, 64) + " from " + address + " for " + std::to_string(lock) + " s");
    throw sdk::ApiError(401, "invalid_credentials", "wrong login or password", "Неверный логин или пароль");
  }
  services.throttle.record_success(login, address);
  // A fresh id at every login: a session id planted before login is useless.
  if (auto old = session_cookie(ctx); !old.empty()) services.sessions.remove(old);
  impl(ctx).set_session_cookie(services.sessions.create(record->user));
  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
  body->set("user", user_json(*record));
  ctx.send_json(body, 200);
}

void logout(const AuthRouteServices& services, sdk::RequestContext& ctx) {
  services.sessions.remove(session_cookie(ctx));
  impl(ctx).set_session_cookie("");
  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
  body->set("ok", true);
  ctx.send_json(body, 200);
}

void me(const AuthRouteServices& services, sdk::RequestContext& ctx) {
  auto record = services.users.find(ctx.user().id);
  if (!record) throw sdk::ApiError(401, "unauthorized", "login required", "Требуется вход");
  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
  body->set("user", user_json(*record));
  ctx.send_json(body, 200);
}

void change_password(const AuthRouteServices& services, sdk::RequestContext& ctx) {
  auto fields = BodyFields::from_request(ctx);
  const std::string current = fields.required_string("current_password");
  const std::string next = fields.required_string("new_password");
  auto record = services.users.find(ctx.user().id);
  if (!record || !services.hasher.verify(current, record->password_hash))
    throw sdk::ApiError::forbidden("the current password is wrong", "Текущий пароль указан неверно");
  services.users.update(record->user.id, std::nullopt, std::nullopt, next);
  // Every other session of this user ends; this one continues under a new id.
  services.sessions.remove_user(record->user.id);
  impl(ctx).set_session_cookie(services.sessions.create(record->user));
  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
  body->set("ok", true);
  ctx.send_json(body, 200);
}

// An administrator lifts the login locks of an account at every address.
void unlock(const AuthRouteServices& services, sdk::RequestContext& ctx) {
  auto record = services.users.find(kit::id_param(ctx));
  if (!record) throw sdk::ApiError::not_found("no such user", "Нет такого пользователя");
  services.throttle.unlock(record->user.login);
  ctx.audit("user.unlock", record->user.login);
  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
  body->set("ok", true);
  ctx.send_json(body, 200);
}

}  // namespace

void register_auth_routes(Router& r, AuthRouteServices services) {
  r.add({"POST", "/api/auth/login", sdk::Access::open,
         "Log in with login and password; sets the session cookie",
         [services](sdk::RequestContext& c) { login(services, c); }});
  r.add({"POST", "/api/auth/logout", sdk::Access::user, "Log out: ends the session and expires the cookie",
         [services](sdk::RequestContext& c) { logout(services, c); }});
  r.add({"GET", "/api/auth/me", sdk::Access::user, "The current user",
         [services](sdk::RequestContext& c) { me(services, c); }});
  r.add({"POST", "/api/auth/change-password", sdk::Access::user,
         "Change own password (current_password, new_password); other sessions end",
         [services](sdk::RequestContext& c) { change_password(services, c); }});
  r.add({"POST", "/api/users/{id}/unlock", sdk::Access::admin,
         "Lift the failed-login locks of an account at every address (audited)",
         [services](sdk::RequestContext& c) { unlock(services, c); }});
}

}  // namespace proofreader::host
