// HostContext: the host's long-lived services, built once by HostApplication
// and handed to the dispatcher and the built-in route groups. Plain pointers:
// HostApplication owns every object and outlives every user of this struct.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include <proofreader/sdk/engine.hpp>
#include <proofreader/sdk/routes.hpp>

namespace proofreader::host {

class AuditLog;
class Database;
class JobEvents;
class OutgoingHttp;
class LoginThrottle;
class PasswordHasher;
class PluginManager;
class Router;
class SessionStore;
class Settings;
class UserStore;
struct Paths;

struct HostContext {
  Settings* settings = nullptr;
  const Paths* paths = nullptr;
  Database* db = nullptr;
  AuditLog* audit = nullptr;
  PasswordHasher* hasher = nullptr;
  UserStore* users = nullptr;
  SessionStore* sessions = nullptr;
  LoginThrottle* throttle = nullptr;
  Router* router = nullptr;
  PluginManager* plugins = nullptr;
  OutgoingHttp* outgoing = nullptr;
  JobEvents* events = nullptr;
  // Style guides (host/guides). Set when the guide routes are registered;
  // the jobs ask them for the guide and the user rules a check runs with.
  // An empty id means the active guide; nullopt: no such guide.
  std::function<std::optional<sdk::StyleGuideView>(const std::string& id)> find_guide;
  // The user-defined regex rules visible to `user`, as the JSON array GET /api/rules returns.
  std::function<std::string(const sdk::User& user)> custom_rules_for;
  // The effective model settings (host/settings): llm_base_url and the other
  // keys of PUT /api/settings; nullopt for any other key. Set when the
  // settings routes are registered; HostServices::setting consults it first.
  std::function<std::optional<std::string>(const std::string& key)> model_setting;

  std::string data_dir;
  long long max_body_bytes = 50LL * 1024 * 1024;
};

}  // namespace proofreader::host
