#include "DocumentsSection.hpp"

#include <Poco/NumberParser.h>

#include <sstream>

#include "RepositorySchema.hpp"

namespace proofreader::documents {

namespace {

constexpr std::uint64_t kDefaultMaxFileBytes = 25'000'000;

std::uint64_t max_file_bytes(sdk::HostServices& host) {
  const std::string value = host.setting("REPO_MAX_FILE_BYTES", std::to_string(kDefaultMaxFileBytes));
  Poco::UInt64 bytes = 0;
  if (!Poco::NumberParser::tryParseUnsigned64(value, bytes) || bytes == 0)
    throw std::runtime_error("REPO_MAX_FILE_BYTES must be a positive number of bytes, not '" + value + "'");
  return bytes;
}

// The morphology for lemmas; without its dictionary search still works on
// lower-cased word forms, and the log says why.
std::shared_ptr<const russian::Morphology> open_morphology(sdk::HostServices& host) {
  const std::string dir = host.setting("PROOFREADER_MORPHOLOGY_DICT",
                                       host.setting("PROOFREADER_SHARE_DIR", "share") + "/morphology/ru");
  try {
    return russian::Morphology::open(dir);
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
      context_{host, blobs_, repository_, search_text_, max_file_bytes(host), [this] { worker_.notify(); },
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
