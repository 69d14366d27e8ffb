// The API section plugin (FEATURE_API): OpenAPI specs and the documents that
// describe them. Owns /api/api-specs and /api/api-spec-documents.
#include <proofreader/sdk/sdk.hpp>

#include "DocumentRoutes.hpp"
#include "ParsedSpecs.hpp"
#include "SpecRoutes.hpp"
#include "SpecStore.hpp"
#include "TranslationRoutes.hpp"

namespace {

using namespace proofreader;

class ApiSection : public sdk::Section {
 public:
  explicit ApiSection(sdk::HostServices& host)
      : store_(host),
        specs_(host, store_),
        spec_routes_(host, store_, specs_),
        translation_routes_(host, store_, specs_),
        document_routes_(host, store_, specs_) {}

  std::vector<std::string> prefixes() const override { return {"/api/api-specs", "/api/api-spec-documents"}; }

  sdk::MenuItem menu_item() const override { return {"api", "#/api", "API", "API"}; }

  void register_routes(sdk::RouteRegistrar& routes) override {
    spec_routes_.register_routes(routes);
    translation_routes_.register_routes(routes);
    document_routes_.register_routes(routes);
  }

 private:
  api::SpecStore store_;
  api::ParsedSpecs specs_;
  api::SpecRoutes spec_routes_;
  api::TranslationRoutes translation_routes_;
  api::DocumentRoutes document_routes_;
};

}  // namespace

namespace {
constexpr sdk::SettingSpec kSettings[] = {
    {"API_MAX_SPEC_BYTES", sdk::SettingType::whole_number, "52428800",
     "Largest OpenAPI document accepted, in bytes", 1},
    {"API_MAX_DEPTH", sdk::SettingType::whole_number, "200",
     "Deepest nesting of an OpenAPI document accepted", 1},
    {"API_MAX_NODES", sdk::SettingType::whole_number, "5000000",
     "Most YAML/JSON nodes in an OpenAPI document accepted", 1},
};
}  // namespace

PROOFREADER_PLUGIN(section, "api", "1.0.0", ApiSection, kSettings)
