// HostServices: what the host offers a plugin.
//
// The host creates one HostServices per plugin, passes it to the plugin's
// factory, and keeps it alive until after the plugin instance is destroyed.
// Every method is safe to call from any thread.
//
// Compatibility: new methods are only ever added at the end of this class, so
// a plugin built against an older SDK keeps working with a newer host.
#pragma once

#include <Poco/Data/Session.h>
#include <Poco/Logger.h>

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "abi.hpp"

namespace proofreader::sdk {

// An outgoing HTTP request.
struct HttpRequest {
  // Whom the request goes to, which decides the address rules:
  //  - user_url: a URL a user asked us to fetch. Spec §8.2 applies: http and
  //    https only; loopback, link-local, multicast and other special addresses
  //    refused (checked on the address actually connected, on every redirect);
  //    private ranges as PROOFREADER_SSRF_ALLOW_PRIVATE says; the
  //    administrator's allowlist exempts listed hosts.
  //  - configured_service: an address an administrator configured (the grammar
  //    server, the language model). No address rules; no redirects followed.
  enum class Target { user_url, configured_service };

  Target target = Target::user_url;
  std::string method = "GET";
  std::string url;
  std::vector<std::pair<std::string, std::string>> headers;
  std::string body;
  int timeout_ms = 30000;
  // Cap on the response body in bytes; 0 = PROOFREADER_MAX_FETCH_BYTES.
  std::size_t max_bytes = 0;
  // When set, the body is passed here as it arrives instead of being stored
  // in HttpResponse::body; return false to stop the transfer.
  std::function<bool(std::string_view chunk)> on_data;
  // configured_service only: the proxy to reach the service through
  // ("http://proxy-bridge:3128"), e.g. the model's own proxy setting. Empty:
  // PROOFREADER_FETCH_PROXY, as for every other request.
  std::string proxy;
};

struct HttpResponse {
  int status = 0;
  std::string final_url;  // after redirects
  std::string content_type;
  std::vector<std::pair<std::string, std::string>> headers;
  std::string body;
};

class PROOFREADER_SDK_API HostServices {
 public:
  virtual ~HostServices() = default;

  // The plugin's own logger ("plugin.<name>"), configured by the host.
  virtual Poco::Logger& logger() = 0;

  // A configuration value from the host's layered configuration (properties
  // file, then environment variables), e.g. "LLM_BASE_URL" or
  // "proofreader.grammar.url". Returns `fallback` when unset.
  virtual std::string setting(const std::string& key, const std::string& fallback = {}) const = 0;

  // The directory for the plugin's persistent files (inside the data directory).
  virtual std::string data_directory() const = 0;

  // A session on the service's SQLite database, from the host's pool. Use one
  // per request or task; do not share a session between threads.
  virtual Poco::Data::Session database() = 0;

  // Applies the plugin's schema: `steps[i]` runs once, in order, as version
  // i+1 of component `component`, each step in its own transaction. Call from
  // the constructor or start().
  virtual void migrate(const std::string& component, const std::vector<std::string>& steps) = 0;

  // Performs an outgoing HTTP request under the rules of request.target.
  // Throws ApiError: 400 "fetch_refused" naming the rule for a forbidden URL,
  // 413 "fetch_too_large" past max_bytes, 502 "fetch_failed" or 504
  // "fetch_timeout" for network failures.
  virtual HttpResponse http(const HttpRequest& request) = 0;

  // Publishes an event on a job's live stream (SSE), e.g. a section's own
  // background job. `data_json` is a JSON document.
  virtual void publish_job_event(const std::string& job_id, const std::string& event,
                                 const std::string& data_json) = 0;

  // Writes an entry to the audit log on behalf of the plugin (background
  // actions; request handlers use RequestContext::audit).
  virtual void audit(const std::string& actor, const std::string& action, const std::string& detail) = 0;
};

}  // namespace proofreader::sdk
