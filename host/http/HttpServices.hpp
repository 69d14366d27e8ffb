// What the HTTP layer needs of the host to dispatch a request: the route
// table, the sessions, the audit log, the settings and the body limit.
// HostApplication builds each of them before the server starts and keeps them
// past its stop; the dispatcher and every RequestContextImpl hold references.
#pragma once

#include "http/ClientAddress.hpp"
#include "http/PublicUrl.hpp"

namespace proofreader::host {

class ApiKeyAuth;
class AuditLog;
class Router;
class SessionStore;
class Settings;

struct HttpServices {
  Router& router;
  SessionStore& sessions;
  AuditLog& audit;
  const Settings& settings;
  long long max_body_bytes;
  // Who may speak for the client, and where writes must come from: both read
  // once at start.
  const TrustedProxies& proxies;
  const OriginRule& origins;
  // Authenticates "Authorization: Bearer <API key>" on requests without a session; null: no keys.
  ApiKeyAuth* api_keys = nullptr;
};

}  // namespace proofreader::host
