// Routes under /api/api-specs: upload, list, get, delete, segments, check,
// consistency, diff and export. Translation routes are in TranslationRoutes.
#pragma once

#include <proofreader/sdk/host_services.hpp>
#include <proofreader/sdk/routes.hpp>

#include <cstdint>
#include <string>
#include <unordered_map>

#include "ParsedSpecs.hpp"
#include "SpecStore.hpp"

namespace proofreader::api {

// Handlers run on the HTTP server's threads, concurrently.
// Owned by ApiSection, which outlives them and every check they submitted.
class SpecRoutes {
 public:
  SpecRoutes(sdk::HostServices& host, SpecStore& store, ParsedSpecs& specs)
      : host_(host), store_(store), specs_(specs) {}

  void register_routes(sdk::RouteRegistrar& routes);

 private:
  void upload(sdk::RequestContext& ctx);
  void get_spec(sdk::RequestContext& ctx);
  void segments(sdk::RequestContext& ctx);
  void check(sdk::RequestContext& ctx);
  void consistency(sdk::RequestContext& ctx);
  void diff(sdk::RequestContext& ctx);
  void export_version(sdk::RequestContext& ctx);

  sdk::HostServices& host_;
  SpecStore& store_;
  ParsedSpecs& specs_;
};

}  // namespace proofreader::api
