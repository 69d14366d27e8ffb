// The /api/repo routes: folders (FolderRoutes.cpp), files and their versions
// (FileRoutes.cpp), the diff of two versions (DiffRoute.cpp) and search and
// health (SearchRoutes.cpp). Handlers run on the HTTP server's threads,
// concurrently; a check's completion on a job worker. Owned by
// DocumentsSection, which outlives every route and every check it submitted
// (the host drops a job's callback before the section stops).
#pragma once

#include <cstdint>
#include <functional>
#include <mutex>

#include <Poco/JSON/Object.h>

#include <proofreader/sdk/host_services.hpp>
#include <proofreader/sdk/routes.hpp>

#include <proofreader/blobs/BlobStore.hpp>
#include "Repository.hpp"
#include "SearchText.hpp"

namespace proofreader::documents {

class RepositoryRoutes {
 public:
  // `index_changed` wakes the index worker after an upload.
  RepositoryRoutes(sdk::HostServices& host, blobs::BlobStore& blobs, Repository& repository,
                   const SearchText& search_text, std::uint64_t max_file_bytes,
                   std::function<void()> index_changed)
      : host_(host),
        blobs_(blobs),
        repository_(repository),
        search_text_(search_text),
        max_file_bytes_(max_file_bytes),
        index_changed_(std::move(index_changed)) {}

  void register_routes(sdk::RouteRegistrar& routes);

 private:
  void add_folder_routes(sdk::RouteRegistrar& routes);
  void add_file_routes(sdk::RouteRegistrar& routes);
  void add_diff_route(sdk::RouteRegistrar& routes);
  void add_search_routes(sdk::RouteRegistrar& routes);

  void upload(sdk::RequestContext& ctx);
  void check_version(sdk::RequestContext& ctx);
  // Queues `check` of version `number` and records it; returns the job id.
  std::string submit_check(sdk::CheckSubmission check, std::int64_t file_id, int number);
  std::string checked_job(const Version& version);
  void send_checked(sdk::RequestContext& ctx);
  void save_corrected(sdk::RequestContext& ctx);
  void diff(sdk::RequestContext& ctx);
  std::vector<std::string> version_blocks(const File& file, const Version& version);
  void search(sdk::RequestContext& ctx);

  sdk::HostServices& host_;
  blobs::BlobStore& blobs_;
  Repository& repository_;
  const SearchText& search_text_;
  const std::uint64_t max_file_bytes_;
  const std::function<void()> index_changed_;
  // Held while a check is submitted and its job id recorded, and by the
  // check's completion, so the result never lands before the job id.
  std::mutex check_mutex_;
};

// The health figures as /api/repo/health (and /api/health/full) shows them.
Poco::JSON::Object::Ptr repository_health_json(const RepositoryHealth& health);

}  // namespace proofreader::documents
