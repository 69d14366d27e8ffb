#include "crawl/SiteCrawl.hpp"

#include <Poco/URI.h>

#include <deque>
#include <set>

#include "crawl/LinkExtractor.hpp"
#include "extract/extractor.hpp"
#include "fetch/fetcher.hpp"

namespace proofreader::host {

SiteCrawl::SiteCrawl(Fetcher& outgoing, JobManager& jobs, JobRequest request, int max_pages)
    : outgoing_(outgoing),
      jobs_(jobs),
      request_(std::move(request)),
      max_pages_(std::clamp(max_pages, 1, kMaxPages)) {}

sdk::HttpResponse SiteCrawl::fetch(const std::string& url) const {
  sdk::HttpRequest request;
  request.target = sdk::HttpRequest::Target::user_url;
  request.url = url;
  request.headers = {{"Accept", "text/html, */*;q=0.5"}};
  auto response = outgoing_.perform(request);
  if (response.status < 200 || response.status >= 300)
    throw sdk::ApiError(502, "fetch_failed", "the page answered HTTP " + std::to_string(response.status),
                        "Страница ответила HTTP " + std::to_string(response.status));
  return response;
}

void SiteCrawl::fetch_start() {
  start_ = fetch(request_.source.url);
}

CrawledPage SiteCrawl::check_page(int index, const std::string& url, const sdk::HttpResponse& response) {
  CrawledPage page;
  page.index = index;
  page.url = url;
  auto document = extract(response.body, Format::html);
  document.source.kind = "url";
  document.source.url = url;
  page.document = std::make_shared<const sdk::Document>(std::move(document));
  page.result = jobs_.checks().check_now(request_, page.document);
  return page;
}

int SiteCrawl::run(const std::function<bool(const CrawledPage&)>& on_page) {
  std::deque<std::string> queue{request_.source.url};
  std::set<std::string> seen{request_.source.url};
  const Poco::URI origin(request_.source.url);
  bool first = true;
  int reported = 0;
  bool listening = true;
  while (listening && !queue.empty() && reported < max_pages_) {
    const std::string url = queue.front();
    queue.pop_front();
    const int index = reported + 1;
    CrawledPage page;
    try {
      const auto response = first ? start_ : fetch(url);
      first = false;
      if (response.content_type.find("html") == std::string::npos) continue;  // not a page of the site
      const Poco::URI base(response.final_url.empty() ? url : response.final_url);
      for (auto& link : same_origin_links(response.body, base, origin))
        if (seen.insert(link).second) queue.push_back(std::move(link));
      page = check_page(index, url, response);
    } catch (const std::exception& e) {
      page.index = index;
      page.url = url;
      page.error = e.what();
    }
    listening = on_page(page);
    ++reported;
  }
  return reported;
}

}  // namespace proofreader::host
