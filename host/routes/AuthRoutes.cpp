#include "auth/AuthRoutes.hpp"

#include <Poco/Net/NameValueCollection.h>

#include "auth/LoginThrottle.hpp"
#include "auth/SessionStore.hpp"
#include "auth/UserRoutes.hpp"
#include "auth/UserStore.hpp"
#include "http/BodyFields.hpp"
#include "http/RequestContextImpl.hpp"
#include "http/Router.hpp"

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

void login(HostContext& host, sdk::RequestContext& ctx) {
  auto fields = BodyFields::from_request(ctx);
  const std::string login = fields.required_string("login");
  const std::string password = fields.required_string("password");
  const std::string& address = impl(ctx).address();
  if (auto wait = host.throttle->retry_after(login, address); wait > 0) {
    ctx.response().set("Retry-After", std::to_string(wait));
    throw sdk::ApiError(429, "too_many_attempts", "too many failed logins; try again later",
                        "Слишком много неудачных попыток входа, повторите позже");
  }
  auto record = login.size() <= 64 ? host.users->find_by_login(login) : std::nullopt;
  // Verify even for an unknown login, so timing does not reveal which logins exist.
  static const std::string dummy = host.hasher->hash("not a real password");
  const bool ok = host.hasher->verify(password, record ? record->password_hash : dummy) && record.has_value();
  if (!ok) {
    host.throttle->record_failure(login, address);
    throw sdk::ApiError(401, "invalid_credentials", "wrong login or password", "Неверный логин или пароль");
  }
  host.throttle->record_success(login);
  // A fresh id at every login: a session id planted before login is useless.
  if (auto old = session_cookie(ctx); !old.empty()) host.sessions->remove(old);
  impl(ctx).set_session_cookie(host.sessions->create(record->user));
  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
  body->set("user", user_json(*record));
  ctx.send_json(body, 200);
}

void logout(HostContext& host, sdk::RequestContext& ctx) {
  host.sessions->remove(session_cookie(ctx));
  impl(ctx).set_session_cookie("");
  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
  body->set("ok", true);
  ctx.send_json(body, 200);
}

void me(HostContext& host, sdk::RequestContext& ctx) {
  auto record = host.users->find(ctx.user().id);
  if (!record) throw sdk::ApiError(401, "unauthorized", "login required", "Требуется вход");
  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
  body->set("user", user_json(*record));
  ctx.send_json(body, 200);
}

void change_password(HostContext& host, sdk::RequestContext& ctx) {
  auto fields = BodyFields::from_request(ctx);
  const std::string current = fields.required_string("current_password");
  const std::string next = fields.required_string("new_password");
  auto record = host.users->find(ctx.user().id);
  if (!record || !host.hasher->verify(current, record->password_hash))
    throw sdk::ApiError::forbidden("the current password is wrong", "Текущий пароль указан неверно");
  host.users->update(record->user.id, std::nullopt, std::nullopt, next);
  // Every other session of this user ends; this one continues under a new id.
  host.sessions->remove_user(record->user.id);
  impl(ctx).set_session_cookie(host.sessions->create(record->user));
  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
  body->set("ok", true);
  ctx.send_json(body, 200);
}

}  // namespace

void register_auth_routes(HostContext& host) {
  auto& r = *host.router;
  r.add({"POST", "/api/auth/login", sdk::Access::open,
         "Log in with login and password; sets the session cookie",
         [&host](sdk::RequestContext& c) { login(host, c); }});
  r.add({"POST", "/api/auth/logout", sdk::Access::user, "Log out: ends the session and expires the cookie",
         [&host](sdk::RequestContext& c) { logout(host, c); }});
  r.add({"GET", "/api/auth/me", sdk::Access::user, "The current user",
         [&host](sdk::RequestContext& c) { me(host, c); }});
  r.add({"POST", "/api/auth/change-password", sdk::Access::user,
         "Change own password (current_password, new_password); other sessions end",
         [&host](sdk::RequestContext& c) { change_password(host, c); }});
}

}  // namespace proofreader::host
