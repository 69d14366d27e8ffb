#include "routes/SettingsRoutes.hpp"

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>
#include <Poco/NumberFormatter.h>

#include <algorithm>
#include <cmath>
#include <memory>

#include "http/Router.hpp"
#include "model/ModelClient.hpp"
#include "model/ModelSettings.hpp"

namespace proofreader::host {

namespace {

using Object = Poco::JSON::Object;
using Type = ModelSettings::Type;

sdk::ApiError wrong_value(const std::string& name, const std::string& en, const std::string& ru) {
  return sdk::ApiError::bad_request("setting '" + name + "' must be " + en,
                                    "Настройка «" + name + "» должна быть " + ru);
}

// The stored text of one PUT value; throws 400 for a wrong type or range.
std::string validated(const ModelSettings::Key& key, const Poco::Dynamic::Var& v) {
  const std::string name = key.name;
  if (key.type == Type::text || key.type == Type::secret) {
    if (!v.isString()) throw wrong_value(name, "a string", "строкой");
    auto text = v.extract<std::string>();
    const bool is_url = name == "llm_base_url" || name == "embeddings_url" || name == "proxy";
    if (is_url && !text.empty() && text.rfind("http://", 0) != 0 && text.rfind("https://", 0) != 0)
      throw wrong_value(name, "an http:// or https:// address", "адресом http:// или https://");
    return text;
  }
  const bool numeric = v.isNumeric() && v.type() != typeid(bool);
  if (!numeric || (key.type == Type::integer && !v.isInteger()))
    throw wrong_value(name, key.type == Type::integer ? "an integer" : "a number",
                      key.type == Type::integer ? "целым числом" : "числом");
  const double d = v.convert<double>();
  if (!std::isfinite(d) || d < key.min || d > key.max)
    throw wrong_value(
        name,
        "between " + Poco::NumberFormatter::format(key.min) + " and " +
            Poco::NumberFormatter::format(key.max),
        "от " + Poco::NumberFormatter::format(key.min) + " до " + Poco::NumberFormatter::format(key.max));
  return key.type == Type::integer ? std::to_string(v.convert<Poco::Int64>()) : v.convert<std::string>();
}

Poco::Dynamic::Var shown(const ModelSettings::Key& key, const std::string& value) {
  if (key.type == Type::secret) return mask_secret(value);
  if (key.type == Type::integer) return std::stoll(value);
  if (key.type == Type::number) return std::stod(value);
  return value;
}

void get(const ModelSettings& store, sdk::RequestContext& ctx) {
  Object::Ptr body = new Object;
  for (const auto& key : ModelSettings::keys()) {
    auto value = *store.effective(key.name);
    Object::Ptr o = new Object;
    o->set("value", shown(key, value.value));
    o->set("source", value.source);
    body->set(key.name, o);
  }
  ctx.send_json(body, 200);
}

void put(ModelSettings& store, sdk::RequestContext& ctx) {
  auto json = ctx.json();
  if (json.type() != typeid(Object::Ptr) || !json.extract<Object::Ptr>())
    throw sdk::ApiError::bad_request("the body must be a JSON object",
                                     "Тело запроса должно быть объектом JSON");
  std::map<std::string, std::optional<std::string>> changes;
  std::string detail;
  for (const auto& [name, value] : *json.extract<Object::Ptr>()) {
    const auto* key = ModelSettings::find_key(name);
    if (!key)
      throw sdk::ApiError::bad_request("unknown setting '" + name + "'",
                                       "Неизвестная настройка «" + name + "»");
    if (value.isEmpty())
      changes[name] = std::nullopt;
    else
      changes[name] = validated(*key, value);
    // The audit log never holds a secret.
    detail += (detail.empty() ? "" : " ") + name + "=" +
              (!changes[name]              ? "<reset>"
               : key->type == Type::secret ? "<set>"
                                           : *changes[name]);
  }
  store.update(changes);
  ctx.audit("settings.update", detail);
  get(store, ctx);
}

Object::Ptr probe_json(const ProbeResult& r) {
  Object::Ptr o = new Object;
  o->set("ok", r.ok);
  o->set("latency_ms", r.latency_ms);
  if (r.status) o->set("status", r.status);
  o->set("error", r.error);
  return o;
}

void test(const ModelAccess& model, sdk::RequestContext& ctx) {
  int timeout_s = 15;
  try {
    timeout_s = std::min(timeout_s, std::stoi(effective_setting(model, "llm_timeout_s")));
  } catch (const std::exception&) {
  }
  const int timeout_ms = timeout_s * 1000;
  Object::Ptr chat = new Object;
  const auto base = effective_setting(model, "llm_base_url");
  chat->set("configured", !base.empty());
  if (!base.empty()) {
    auto models = probe_models(model, base, timeout_ms);
    auto list = probe_json(models);
    Poco::JSON::Array::Ptr ids = new Poco::JSON::Array;
    for (const auto& m : models.models) ids->add(m);
    list->set("models", ids);
    chat->set("models", list);
    chat->set("completion", probe_json(probe_chat(model, timeout_ms)));
  }
  Object::Ptr embeddings = new Object;
  embeddings->set("configured", !effective_setting(model, "embeddings_url").empty());
  if (embeddings->getValue<bool>("configured"))
    embeddings->set("result", probe_json(probe_embeddings(model, timeout_ms)));
  Object::Ptr body = new Object;
  body->set("chat", chat);
  body->set("embeddings", embeddings);
  ctx.send_json(body, 200);
}

}  // namespace

void register_settings_routes(Router& r, ModelSettings& stored, ModelAccess model) {
  ModelSettings* store = &stored;
  r.add({"GET", "/api/settings", sdk::Access::admin,
         "Model settings: each key's value (secrets masked) and source (settings, environment, default)",
         [store](sdk::RequestContext& c) { get(*store, c); }});
  r.add({"PUT", "/api/settings", sdk::Access::admin,
         "Change model settings (partial; null resets a key to the environment or default)",
         [store](sdk::RequestContext& c) { put(*store, c); }});
  r.add({"POST", "/api/settings/test", sdk::Access::admin,
         "Reach the configured chat and embeddings endpoints: latency, model list or the reason of failure",
         [model](sdk::RequestContext& c) { test(model, c); }});
}

}  // namespace proofreader::host
