// Router: the table of every route of the service, the host's and the
// plugins'.
//
// Routes are added while the host starts (RouteRegistrar); freeze() then makes
// the table read-only, so lookups need no lock. The table is the single source
// for dispatching, the /api index, the OpenAPI document and the tests that
// enumerate protected routes. clear() drops every handler (and with them any
// plugin code they reference) during shutdown.
#pragma once

#include <map>
#include <string>
#include <vector>

#include <proofreader/sdk/routes.hpp>

namespace proofreader::host {

class Router : public sdk::RouteRegistrar {
 public:
  struct Entry {
    sdk::Route route;
    std::vector<std::string> segments;  // path split at '/', "{name}" for parameters
    std::string owner;                  // "host" or the plugin's name
  };

  struct Match {
    const Entry* entry = nullptr;
    std::map<std::string, std::string> params;
    std::vector<std::string> other_methods;  // the path exists with these methods
  };

  // Throws std::logic_error when frozen, on a malformed path or a duplicate.
  void add(sdk::Route route) override;
  // Routes added after this call are credited to `owner` (for diagnostics).
  void set_owner(std::string owner) { owner_ = std::move(owner); }
  void freeze() { frozen_ = true; }
  // Drops the routes credited to `owner` (a plugin refused while the host
  // starts). Throws std::logic_error when frozen.
  void remove_owned_by(const std::string& owner);
  void clear();

  // `path` is the decoded path without the query string.
  Match match(const std::string& method, const std::string& path) const;
  const std::vector<Entry>& routes() const { return routes_; }

 private:
  std::vector<Entry> routes_;
  std::string owner_ = "host";
  bool frozen_ = false;
};

// Splits "/api/users/{id}" into {"api", "users", "{id}"}.
std::vector<std::string> split_path(const std::string& path);

}  // namespace proofreader::host
