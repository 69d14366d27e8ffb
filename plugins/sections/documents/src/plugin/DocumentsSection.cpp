#include "DocumentsSection.hpp"

#include <proofreader/russian/plugin_dictionary.hpp>
#include <sstream>

#include "RepositorySchema.hpp"

namespace proofreader::documents {

namespace {

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

}  // namespace

DocumentsSection::DocumentsSection(sdk::HostServices& host)
    : host_(host),
      blobs_((host.migrate(repository_schema()), host.data_directory())),
      repository_([&host] { return host.store(); }, blobs_),
      search_text_(open_morphology(host)),
      context_{host,
               blobs_,
               repository_,
               search_text_,
               sdk::whole_number_setting(host, "REPO_MAX_FILE_BYTES"),
               [this] { worker_.notify(); },
               {}},
      worker_(context_) {}

void DocumentsSection::register_routes(sdk::RouteRegistrar& routes) {
  add_folder_routes(routes, context_);
  add_file_routes(routes, context_);
  add_diff_route(routes, context_);
  add_search_routes(routes, context_);
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

}  // namespace proofreader::documents
