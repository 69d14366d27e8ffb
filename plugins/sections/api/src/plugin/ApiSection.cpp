// The API section plugin (FEATURE_API): OpenAPI specs and the documents that
// describe them. Owns /api/api-specs and /api/api-spec-documents.
#include <proofreader/sdk/sdk.hpp>

#include <memory>

#include "DocumentRoutes.hpp"
#include "SectionContext.hpp"
#include "SpecRoutes.hpp"
#include "TranslationRoutes.hpp"

namespace {

using namespace proofreader;

class ApiSection : public sdk::Section {
 public:
  explicit ApiSection(sdk::HostServices& host) : context_(std::make_unique<api::SectionContext>(host)) {}

  std::vector<std::string> prefixes() const override { return {"/api/api-specs", "/api/api-spec-documents"}; }

  sdk::MenuItem menu_item() const override { return {"api", "#/api", "API", "API"}; }

  void register_routes(sdk::RouteRegistrar& routes) override {
    api::register_spec_routes(routes, *context_);
    api::register_translation_routes(routes, *context_);
    api::register_document_routes(routes, *context_);
  }

 private:
  std::unique_ptr<api::SectionContext> context_;
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
