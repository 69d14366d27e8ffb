#include "routes/UserRoutes.hpp"

#include <Poco/JSON/Array.h>
#include <proofreader/kit/numbers.hpp>

#include "auth/SessionStore.hpp"
#include "http/BodyFields.hpp"
#include "http/Router.hpp"

namespace proofreader::host {

namespace {

void list(const UserRouteServices& services, sdk::RequestContext& ctx) {
  Poco::JSON::Array::Ptr items = new Poco::JSON::Array;
  for (const auto& record : services.users.list()) items->add(user_json(record));
  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
  body->set("items", items);
  ctx.send_json(body, 200);
}

void get(const UserRouteServices& services, sdk::RequestContext& ctx) {
  auto record = services.users.find(kit::id_param(ctx));
  if (!record) throw sdk::ApiError::not_found("no such user", "Нет такого пользователя");
  ctx.send_json(user_json(*record), 200);
}

void create(const UserRouteServices& services, sdk::RequestContext& ctx) {
  auto fields = BodyFields::from_json(ctx);
  fields.reject_unknown({"login", "password", "role", "display_name"});
  auto record = services.users.create(fields.required_string("login"), fields.required_string("password"),
                                      fields.optional_string("role").value_or("user"),
                                      fields.optional_string("display_name").value_or(""));
  ctx.audit("user.create", record.user.login + " role=" + record.user.role);
  ctx.send_json(user_json(record), 201);
}

void update(const UserRouteServices& services, sdk::RequestContext& ctx) {
  const std::int64_t id = kit::id_param(ctx);
  auto fields = BodyFields::from_json(ctx);
  fields.reject_unknown({"role", "display_name", "password"});
  const auto password = fields.optional_string("password");
  auto record = services.users.update(id, fields.optional_string("role"),
                                      fields.optional_string("display_name"), password);
  services.sessions.update_user(record.user);
  if (password) services.sessions.remove_user(id);
  ctx.audit("user.update",
            record.user.login + (password ? " password reset" : "") + " role=" + record.user.role);
  ctx.send_json(user_json(record), 200);
}

void remove(const UserRouteServices& services, sdk::RequestContext& ctx) {
  const std::int64_t id = kit::id_param(ctx);
  if (id == ctx.user().id)
    throw sdk::ApiError::conflict("you cannot delete your own account",
                                  "Нельзя удалить собственную учётную запись");
  auto record = services.users.find(id);
  services.users.remove(id);
  services.sessions.remove_user(id);
  ctx.audit("user.delete", record ? record->user.login : std::to_string(id));
  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
  body->set("ok", true);
  ctx.send_json(body, 200);
}

}  // namespace

Poco::JSON::Object::Ptr user_json(const UserRecord& record) {
  Poco::JSON::Object::Ptr o = new Poco::JSON::Object;
  o->set("id", record.user.id);
  o->set("login", record.user.login);
  o->set("role", record.user.role);
  o->set("display_name", record.display_name);
  o->set("created_at", record.created_at);
  o->set("updated_at", record.updated_at);
  return o;
}

void register_user_routes(Router& r, UserRouteServices services) {
  r.add({"GET", "/api/users", sdk::Access::user, "List accounts",
         [services](sdk::RequestContext& c) { list(services, c); }});
  r.add({"GET", "/api/users/{id}", sdk::Access::user, "One account",
         [services](sdk::RequestContext& c) { get(services, c); }});
  r.add({"POST", "/api/users", sdk::Access::admin, "Create an account (login, password, role, display_name)",
         [services](sdk::RequestContext& c) { create(services, c); }});
  r.add({"PATCH", "/api/users/{id}", sdk::Access::admin,
         "Change role, display name or password of an account",
         [services](sdk::RequestContext& c) { update(services, c); }});
  r.add({"DELETE", "/api/users/{id}", sdk::Access::admin, "Delete an account and end its sessions",
         [services](sdk::RequestContext& c) { remove(services, c); }});
}

}  // namespace proofreader::host
