// Routes under /api/api-spec-documents: a writer's document about an API
// (DOCX, Markdown or HTML) uploaded and linked to a spec, and its consistency
// with that spec (DocumentCheck), recomputed on every GET from the stored file.
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
class DocumentRoutes {
 public:
  DocumentRoutes(sdk::HostServices& host, SpecStore& store, ParsedSpecs& specs)
      : host_(host), store_(store), specs_(specs) {}

  void register_routes(sdk::RouteRegistrar& routes);

 private:
  void upload(sdk::RequestContext& ctx);
  void get_document(sdk::RequestContext& ctx);

  sdk::HostServices& host_;
  SpecStore& store_;
  ParsedSpecs& specs_;
};

}  // namespace proofreader::api
