// Fetches one watched page and turns it into the blocks a snapshot keeps:
// a conditional GET through the host's fetch service (address rules, size
// cap, timeouts) under the per-host limit, the watched part of the HTML, the
// host's extractor, and the normalised hash. Never throws for a page's own
// failure: it is the row's error. Thread-safe (one call per page).
#pragma once

#include <proofreader/sdk/sdk.hpp>

#include <optional>
#include <string>
#include <vector>

#include "HostLimiter.hpp"
#include "TextNormaliser.hpp"
#include "WatchStore.hpp"

namespace proofreader::watch {

struct FetchedPage {
  RunRow row;  // http_status, bytes, ms; outcome "error" with error set, or "unchanged" for a 304
  // For a 200 with text: the blocks, their normalised texts and hash.
  std::optional<std::vector<StoredBlock>> blocks;
  std::string hash;
  std::string etag, last_modified;  // the validators the server sent
};

class PageFetcher {
 public:
  PageFetcher(sdk::HostServices& host, HostLimiter& limiter, int timeout_ms);

  FetchedPage fetch(const Page& page);

 private:
  sdk::HostServices& host_;
  HostLimiter& limiter_;
  const int timeout_ms_;
};

// The normalised texts of `blocks` under the page's ignore patterns.
std::vector<std::string> normalised_texts(const std::vector<StoredBlock>& blocks,
                                          const TextNormaliser& normaliser);

}  // namespace proofreader::watch
