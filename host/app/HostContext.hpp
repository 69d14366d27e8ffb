// HostContext: the host's long-lived services, built once by HostApplication
// and handed to the dispatcher, the built-in route groups and the plugins'
// HostServices. Plain pointers: HostApplication constructs every object
// before any route group or plugin sees this struct, and owns them all past
// the last user — nothing here is filled in as a side effect of registering
// routes.
#pragma once

#include <string>

namespace proofreader::host {

class AuditLog;
class Database;
class GuideStore;
class JobManager;
class ModelSettings;
class UserRuleStore;
class JobEvents;
class OutgoingHttp;
class LoginThrottle;
class PasswordHasher;
class PluginManager;
class Router;
class SessionStore;
class Settings;
class SharedObjects;
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
  GuideStore* guides = nullptr;
  UserRuleStore* rules = nullptr;
  // The effective model settings (llm_base_url and the other keys of PUT
  // /api/settings); HostServices::setting consults them first.
  ModelSettings* model_settings = nullptr;
  JobManager* jobs = nullptr;
  // Objects opened once and shared by the plugins (HostServices::shared_object).
  SharedObjects* shared_objects = nullptr;

  std::string data_dir;
  long long max_body_bytes = 50LL * 1024 * 1024;
};

}  // namespace proofreader::host
