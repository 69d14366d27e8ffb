// The document repository section (FEATURE_DOCUMENTS): owns /api/repo and the
// menu item «Документы». Builds the repository on the plugin's own store and
// data directory, registers the routes and runs the index worker.
//
// Threads: constructed, started and stopped on the host's main thread; its
// routes run on HTTP threads; the index worker on its own thread, joined in
// stop().
#include <proofreader/russian/plugin_dictionary.hpp>
#include <proofreader/sdk/sdk.hpp>

#include <memory>
#include <sstream>

#include <proofreader/blobs/BlobStore.hpp>
#include <proofreader/kit/settings.hpp>
#include "IndexWorker.hpp"
#include "Repository.hpp"
#include "RepositoryRoutes.hpp"
#include "RepositorySchema.hpp"
#include "SearchText.hpp"

namespace proofreader::documents {

namespace {

constexpr sdk::SettingSpec kSettings[] = {
    {"REPO_MAX_FILE_BYTES", sdk::SettingType::whole_number, "25000000",
     "Largest file the repository accepts, in bytes", 1},
};

// The morphology for lemmas; without its dictionary search still works on
// lower-cased word forms, and the log says why.
std::shared_ptr<const russian::Morphology> open_morphology(sdk::HostServices& host) {
  try {
    return russian::shared_morphology(host);
  } catch (const std::exception& e) {
    host.logger().error(std::string("repository search without lemmas: ") + e.what());
    return nullptr;
  }
}

class DocumentsSection : public sdk::Section {
 public:
  explicit DocumentsSection(sdk::HostServices& host);

  std::vector<std::string> prefixes() const override { return {"/api/repo"}; }
  sdk::MenuItem menu_item() const override { return {"documents", "#/documents", "Документы", "Documents"}; }
  void register_routes(sdk::RouteRegistrar& routes) override;
  void start() override;
  void stop() override;
  // The repository's figures, shown as `repository` in /api/health/full.
  std::string health_json() override;
  std::string health_key() const override { return "repository"; }  // spec §: /api/health/full `repository`

 private:
  blobs::BlobStore blobs_;
  Repository repository_;
  SearchText search_text_;
  IndexWorker worker_;
  RepositoryRoutes routes_;
};

DocumentsSection::DocumentsSection(sdk::HostServices& host)
    : blobs_((host.migrate(repository_schema(host.store_dialect())), host.data_directory())),
      repository_([&host] { return host.store(); }, blobs_,
                  [&host](const sdk::User& user, std::int64_t owner_id, sdk::Action action) {
                    host.require(user, owner_id, action);
                  },
                  host.store_dialect()),
      search_text_(open_morphology(host)),
      worker_(host, blobs_, repository_, search_text_),
      routes_(host, blobs_, repository_, search_text_, kit::whole_number_setting(host, "REPO_MAX_FILE_BYTES"),
              [this] { worker_.notify(); }) {}

void DocumentsSection::register_routes(sdk::RouteRegistrar& routes) {
  routes_.register_routes(routes);
}

void DocumentsSection::start() {
  repository_.recover();
  worker_.start();
}

void DocumentsSection::stop() {
  worker_.stop();
}

std::string DocumentsSection::health_json() {
  std::ostringstream out;
  repository_health_json(repository_.health())->stringify(out);
  return out.str();
}

}  // namespace

}  // namespace proofreader::documents

PROOFREADER_PLUGIN(section, "documents", "1.0.0", proofreader::documents::DocumentsSection,
                   proofreader::documents::kSettings)
