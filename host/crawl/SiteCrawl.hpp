// SiteCrawl: the legacy site check (POST /api/check-url). Starting from one
// page it follows same-origin links breadth first, up to a page limit; every
// hop goes through the host's fetch rules (Fetcher, Target::user_url),
// and every HTML page is extracted and checked by the pipeline at once.
//
// Runs on the caller's thread (the HTTP thread of the request) and reports
// each page to a callback as soon as it is checked. Not thread-safe; one
// crawl per object.
#pragma once

#include <functional>
#include <string>

#include <proofreader/sdk/host_services.hpp>

#include "jobs/JobManager.hpp"

namespace proofreader::host {

struct CrawledPage {
  int index = 0;  // 1-based, in crawl order
  std::string url;
  std::string error;  // why the page was not checked; empty when it was
  std::shared_ptr<const sdk::Document> document;
  PipelineResult result;
};

class Fetcher;

class SiteCrawl {
 public:
  static constexpr int kMaxPages = 200;

  // `request` is a url check request (read_check_request): its options,
  // guide and rules apply to every page.
  SiteCrawl(Fetcher& outgoing, JobManager& jobs, JobRequest request, int max_pages);

  // Fetches the start page; throws ApiError (the fetch rule's 4xx, or 502)
  // when it cannot be fetched, so the caller can answer before streaming.
  void fetch_start();

  // Checks the start page and the pages it leads to; `on_page` gets each one
  // and returns false to stop (the client went away). Returns the number of
  // pages reported.
  int run(const std::function<bool(const CrawledPage&)>& on_page);

 private:
  sdk::HttpResponse fetch(const std::string& url) const;
  CrawledPage check_page(int index, const std::string& url, const sdk::HttpResponse& response);

  Fetcher& outgoing_;
  JobManager& jobs_;
  JobRequest request_;
  int max_pages_;
  sdk::HttpResponse start_;
};

}  // namespace proofreader::host
