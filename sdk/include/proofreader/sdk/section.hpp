// Section: a feature area of the API (repository, API specs, watch,
// screenshots) in its own plugin, switched by a FEATURE_* flag (off: never
// opened, its prefix answers 404, no menu item).
//
// Threads: register_routes(), menu_item() (once; the host keeps the copy),
// start() and stop() on the host's main thread; route handlers and
// health_json() on the HTTP server's threads, concurrently.
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
  // The section's figures for GET /api/health/full: a JSON object with at
  // least "status" ("ok", "degraded", "failing"); empty for none.
  virtual std::string health_json() { return {}; }
  // A top-level key of GET /api/health/full that shows health_json() too
  // ("repository"); empty for none, never one the host uses.
  virtual std::string health_key() const { return {}; }
};

}  // namespace proofreader::sdk
