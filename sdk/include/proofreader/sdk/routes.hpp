// Routes: how plugins add HTTP endpoints to the host's router. Handlers are
// called from the HTTP server's threads, concurrently, and dropped before the
// library that made them is unloaded.
#pragma once

#include <Poco/Dynamic/Var.h>
#include <Poco/Net/HTTPServerRequest.h>
#include <Poco/Net/HTTPServerResponse.h>

#include <functional>
#include <string>

#include "abi.hpp"
#include "http.hpp"
#include "types.hpp"

namespace proofreader::sdk {

// Who may call a route. Without a valid session only `open` routes answer;
// every other route answers 401.
enum class Access { open, user, admin };

// One request as a handler sees it. Owned by the host, valid during the call.
class PROOFREADER_SDK_API RequestContext {
 public:
  virtual ~RequestContext() = default;
  virtual Poco::Net::HTTPServerRequest& request() = 0;
  virtual Poco::Net::HTTPServerResponse& response() = 0;
  // A {name} segment of the route's path; throws ApiError 404 if absent.
  virtual const std::string& param(const std::string& name) const = 0;
  // Query string parameter, or `fallback`.
  virtual std::string query(const std::string& name, const std::string& fallback = {}) const = 0;
  // The caller; id 0 on open routes without a session.
  virtual const User& user() const = 0;
  // "ru" or "en", from Accept-Language.
  virtual const std::string& locale() const = 0;
  // The whole body, at most the host's body limit (larger → ApiError 413).
  virtual const std::string& body() = 0;
  // The body parsed as JSON; malformed → ApiError 400.
  virtual Poco::Dynamic::Var json() = 0;
  // Writes `value` as JSON with `status`. Call once.
  virtual void send_json(const Poco::Dynamic::Var& value, int status = 200) = 0;
  // Records an administrator action in the audit log (who, from where, when).
  virtual void audit(const std::string& action, const std::string& detail) = 0;
};

using Handler = std::function<void(RequestContext&)>;

// A route: method, a path with {name} segments, who may call it, and a summary
// that becomes the OpenAPI documentation. Paths are absolute ("/api/repo/...").
struct Route {
  std::string method;
  std::string path;
  Access access = Access::user;
  std::string summary;
  Handler handler;
};

// Collects routes while the host starts. Frozen afterwards: adding a route
// later throws std::logic_error.
class PROOFREADER_SDK_API RouteRegistrar {
 public:
  virtual ~RouteRegistrar() = default;
  virtual void add(Route route) = 0;
};

}  // namespace proofreader::sdk
