#include "routes/CrawlRoutes.hpp"

#include <Poco/NumberParser.h>

#include <ostream>

#include "common/ToJson.hpp"
#include "crawl/SiteCrawl.hpp"
#include "http/BodyFields.hpp"
#include "http/ErrorBody.hpp"
#include "http/Router.hpp"
#include "pipeline/RemarkJson.hpp"
#include "routes/CheckRequest.hpp"

namespace proofreader::host {

namespace {

int max_pages_of(sdk::RequestContext& ctx) {
  const auto value = BodyFields::from_request(ctx).optional_string("max_pages");
  int pages = SiteCrawl::kMaxPages;
  if (value && (!Poco::NumberParser::tryParse(*value, pages) || pages < 1))
    throw sdk::ApiError::bad_request("'max_pages' must be a whole number from 1",
                                     "Поле «max_pages» должно быть целым числом от 1");
  return pages;
}

void send_event(std::ostream& out, const std::string& name, const Poco::JSON::Object& data) {
  out << "event: " << name << "\ndata: " << to_json(data) << "\n\n" << std::flush;
}

void check_url(const CrawlRouteServices& services, sdk::RequestContext& ctx) {
  auto request = read_check_request(services.check_sources, ctx);
  if (request.source.kind != "url")
    throw sdk::ApiError::bad_request("send the site's address as 'url'",
                                     "Передайте адрес сайта в поле «url»");
  SiteCrawl crawl(services.outgoing, services.jobs, std::move(request), max_pages_of(ctx));
  crawl.fetch_start();  // a refused or failing start page is a plain error response

  auto& response = ctx.response();
  response.setContentType("text/event-stream; charset=utf-8");
  response.set("Cache-Control", "no-cache");
  response.set("X-Accel-Buffering", "no");
  response.setKeepAlive(false);
  std::ostream& out = response.send();
  int remarks = 0;
  const int pages = crawl.run([&](const CrawledPage& page) {
    Poco::JSON::Object event;
    event.set("page", page.index);
    event.set("url", page.url);
    if (!page.error.empty()) {
      event.set("error", page.error);
    } else {
      event.set("remarks", remarks_json(page.result.remarks));
      event.set("blocks", blocks_json(page.document->blocks));
      remarks += static_cast<int>(page.result.remarks.size());
    }
    send_event(out, "page", event);
    return out.good();
  });
  if (!out.good()) return;
  Poco::JSON::Object done;
  done.set("pages", pages);
  done.set("remarks", remarks);
  send_event(out, "done", done);
}

}  // namespace

void register_crawl_routes(Router& router, CrawlRouteServices services) {
  router.add({"POST", "/api/check-url", sdk::Access::user,
              "Check a site (legacy): same-origin pages from url, up to max_pages (≤ 200); SSE: page "
              "events with each page's remarks, then done",
              [services](sdk::RequestContext& c) { check_url(services, c); }});
}

}  // namespace proofreader::host
