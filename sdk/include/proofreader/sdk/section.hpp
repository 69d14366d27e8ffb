// Section: a feature area of the API (repository, API specs, watch,
// screenshots) that lives in its own plugin and is switched by a FEATURE_* flag.
//
// When the flag is off the host never opens the library, so the section's
// prefix answers 404 and its menu item is absent from /api/config.
//
// Threads: register_routes(), start() and stop() are called on the host's main
// thread. Route handlers are called from the HTTP server's threads,
// concurrently.
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
  // The path prefix the section owns, e.g. "/api/repo". Every route it
  // registers starts with one of its prefixes.
  virtual std::vector<std::string> prefixes() const = 0;
  virtual MenuItem menu_item() const = 0;
  virtual void register_routes(RouteRegistrar& routes) = 0;
  // After every plugin is loaded and before the server accepts requests.
  virtual void start() {}
  // Before routes are dropped: stop background work, join threads.
  virtual void stop() {}
};

}  // namespace proofreader::sdk
