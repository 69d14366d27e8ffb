// Translation of a version's segments with the configured language model, as
// a job (POST /api/api-specs/{id}/translations), through the translation
// memory: a source text already translated into the target language (by the
// model or by hand) is never sent again. GET lists a version's segments with
// their translations; PUT stores a hand edit.
#pragma once

#include <proofreader/sdk/host_services.hpp>
#include <proofreader/sdk/routes.hpp>

#include <cstdint>
#include <string>
#include <unordered_map>

#include "ParsedSpecs.hpp"
#include "SpecStore.hpp"

namespace proofreader::api {

// Handlers run on the HTTP server's threads, concurrently, and a job's work on a job worker.
// Owned by ApiSection, which outlives them and every task they submitted.
class TranslationRoutes {
 public:
  TranslationRoutes(sdk::HostServices& host, SpecStore& store, ParsedSpecs& specs)
      : host_(host), store_(store), specs_(specs) {}

  void register_routes(sdk::RouteRegistrar& routes);

 private:
  std::string translate(sdk::TaskContext& task, std::int64_t spec_id, int version, const std::string& target);
  void start_translation(sdk::RequestContext& ctx);
  void list_translations(sdk::RequestContext& ctx);
  void edit_translation(sdk::RequestContext& ctx);

  sdk::HostServices& host_;
  SpecStore& store_;
  ParsedSpecs& specs_;
};

// The stored translations into `target` of a version's segments, by JSON pointer
// (the export applies them).
std::unordered_map<std::string, std::string> translated_texts(SpecStore& store, const LoadedVersion& loaded,
                                                              const std::string& target);

}  // namespace proofreader::api
