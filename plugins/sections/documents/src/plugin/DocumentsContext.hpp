// What the section's routes and its index worker share: the host's services,
// the repository, the search text analyser and the size limit. Owned by
// DocumentsSection, which outlives every route and the worker.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>

#include <Poco/JSON/Object.h>

#include <proofreader/sdk/host_services.hpp>

#include "BlobStore.hpp"
#include "Repository.hpp"
#include "SearchText.hpp"

namespace proofreader::documents {

struct DocumentsContext {
  sdk::HostServices& host;
  BlobStore& blobs;
  Repository& repository;
  const SearchText& search_text;
  std::uint64_t max_file_bytes;
  // Wakes the index worker after an upload.
  std::function<void()> index_changed;
  // Held while a check is submitted and its job id recorded, and by the
  // check's on_finished, so the result never lands before the job id.
  std::mutex check_mutex;
};

// The health figures as /api/repo/health (and /api/health/full) shows them.
Poco::JSON::Object::Ptr repository_health_json(const RepositoryHealth& health);

// Registers the routes of each area on `routes` (FolderRoutes.cpp,
// FileRoutes.cpp, DiffRoute.cpp, SearchRoutes.cpp).
void add_folder_routes(sdk::RouteRegistrar& routes, DocumentsContext& context);
void add_file_routes(sdk::RouteRegistrar& routes, DocumentsContext& context);
void add_diff_route(sdk::RouteRegistrar& routes, DocumentsContext& context);
void add_search_routes(sdk::RouteRegistrar& routes, DocumentsContext& context);

}  // namespace proofreader::documents
