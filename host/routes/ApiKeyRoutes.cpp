#include "routes/ApiKeyRoutes.hpp"
#include <proofreader/kit/numbers.hpp>

#include "auth/ApiKeyStore.hpp"
#include "http/Router.hpp"

namespace proofreader::host {

namespace {

void create(ApiKeyStore& keys, sdk::RequestContext& ctx) {
  const auto body = ctx.json();
  const auto object = body.type() == typeid(Poco::JSON::Object::Ptr) ? body.extract<Poco::JSON::Object::Ptr>()
                                                                     : Poco::JSON::Object::Ptr();
  if (!object || !object->has("name") || !object->get("name").isString())
    throw sdk::ApiError::bad_request("send {\"name\": \"…\"}", "Передайте {\"name\": \"…\"}");
  const auto record = keys.create(ctx.user(), object->getValue<std::string>("name"));
  ctx.audit("api_key.create", "key " + std::to_string(record->getValue<Poco::Int64>("id")) + " «" +
                                  record->getValue<std::string>("name") + "»");
  ctx.send_json(record, 201);
}

void list(ApiKeyStore& keys, sdk::RequestContext& ctx) {
  const bool all = ctx.query("all") == "true";
  if (all && !ctx.user().is_admin())
    throw sdk::ApiError::forbidden("administrator role required", "Нужна роль администратора");
  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
  body->set("items", keys.list(all ? std::nullopt : std::optional<std::int64_t>(ctx.user().id)));
  ctx.send_json(body, 200);
}

void revoke(ApiKeyStore& keys, sdk::RequestContext& ctx) {
  const auto record = keys.revoke(ctx.user(), kit::id_param(ctx));
  ctx.audit("api_key.revoke", "key " + std::to_string(record->getValue<Poco::Int64>("id")) + " of " +
                                  record->getValue<std::string>("login"));
  ctx.send_json(record, 200);
}

}  // namespace

void register_api_key_routes(Router& router, ApiKeyStore& keys) {
  router.add({"GET", "/api/keys", sdk::Access::user,
              "The caller's API keys (an administrator's ?all=true: everyone's), without the keys themselves",
              [&keys](sdk::RequestContext& ctx) { list(keys, ctx); }});
  router.add({"POST", "/api/keys", sdk::Access::user,
              "Create a named API key; the answer holds the key, shown this once",
              [&keys](sdk::RequestContext& ctx) { create(keys, ctx); }});
  router.add({"DELETE", "/api/keys/{id}", sdk::Access::user,
              "Revoke an API key (the caller's own; an administrator's: anyone's)",
              [&keys](sdk::RequestContext& ctx) { revoke(keys, ctx); }});
}

}  // namespace proofreader::host
