// Section: a feature area of the API (repository, API specs, watch,
// screenshots) that lives in its own plugin and is switched by a FEATURE_* flag.
//
// When the flag is off the host never opens the library, so the section's
// prefix answers 404 and its menu item is absent from /api/config.
//
// Threads: register_routes(), menu_item(), start() and stop() are called on
// the host's main thread — menu_item() once, right after register_routes(),
// and the host keeps the copy. Route handlers and health_json() are called
// from the HTTP server's threads, concurrently.
#pragma once

#include <string>
#include <vector>

#include "abi.hpp"
#include "plugin.hpp"
#include "routes.hpp"

namespace proofreader::sdk {

// A menu entry the front end shows for the section.
struct MenuItem {
  std::string id;     // "documents"
  std::string route;  // "#/documents"
  std::string title_ru;
  std::string title_en;
};

class PROOFREADER_SDK_API Section : public PluginInstance {
 public:
  // The path prefixes the section owns, e.g. "/api/repo". Every route it
  // registers must lie under one of them: the host refuses the section (it
  // is reported "failed" and none of its routes are served) otherwise.
  virtual std::vector<std::string> prefixes() const = 0;
  virtual MenuItem menu_item() const = 0;
  virtual void register_routes(RouteRegistrar& routes) = 0;
  // After every plugin is loaded and before the server accepts requests.
  virtual void start() {}
  // Step 3 of the shutdown order (plugin.hpp): the server and the jobs have
  // stopped; end background work and join the section's threads.
  virtual void stop() {}
  // The section's figures for GET /api/health/full, as a JSON object with at
  // least "status": "ok", "degraded" or "failing" (e.g. the repository's file
  // counts and whether its store is writable); empty when it reports none.
  // Called from the HTTP server's threads while the section runs.
  virtual std::string health_json() { return {}; }
  // A key of GET /api/health/full's top level under which health_json() is
  // shown too, for figures the spec names there ("repository" for the
  // document repository); empty for none. Called with health_json(), from
  // the HTTP server's threads; a key the host uses itself is not given.
  virtual std::string health_key() const { return {}; }
};

}  // namespace proofreader::sdk
