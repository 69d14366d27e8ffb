// ParsedSpecs: the stored spec versions, parsed and segmented, with a cache of
// the last few (diffs and exports of a large spec do not parse it again on
// every request), the loader's limits (the section's settings) and the
// Russian morphology for the summary-form rule.
//
// Owned by ApiSection for the plugin's lifetime, beside the SpecStore it reads;
// used from the HTTP server's threads and the job workers concurrently (every
// member is thread-safe).
#pragma once

#include <proofreader/russian/morphology.hpp>
#include <proofreader/sdk/host_services.hpp>
#include <proofreader/sdk/routes.hpp>

#include <cstdint>
#include <list>
#include <memory>
#include <mutex>
#include <string>

#include "Segments.hpp"
#include "SpecStore.hpp"

namespace proofreader::api {

// One stored version, parsed: its file, spec and segments.
struct LoadedVersion {
  VersionRow row;
  std::string text;
  std::shared_ptr<const Spec> spec;
  std::vector<Segment> segments;
};

class ParsedSpecs {
 public:
  ParsedSpecs(sdk::HostServices& host, SpecStore& store);

  const LoadLimits& limits() const { return limits_; }

  // The spec (404 when unknown) and one of its versions (0: latest; 404 when unknown), parsed.
  std::shared_ptr<const LoadedVersion> load(std::int64_t spec_id, int version);
  // Parses and segments text with the section's limits (ApiError 4xx for bad input).
  std::shared_ptr<LoadedVersion> parse(std::string text) const;
  // Null when the dictionary is missing: the summary-form rule is then skipped.
  const russian::Morphology* morphology();
  void forget(std::int64_t spec_id);

 private:
  sdk::HostServices& host_;
  SpecStore& store_;
  LoadLimits limits_;
  std::mutex mutex_;
  // The last few versions used, most recent first: diffs and exports of a
  // large spec do not parse it again on every request.
  std::list<std::shared_ptr<const LoadedVersion>> recent_;
  std::once_flag morphology_once_;
  std::shared_ptr<const russian::Morphology> morphology_;
};

int version_query(sdk::RequestContext& ctx, const std::string& name = "version");
// The caller must be the owner or an administrator (403 otherwise).

}  // namespace proofreader::api
