// URL sources through the real host and a local test web server (Poco
// HTTPServer on 127.0.0.1), reached only through PROOFREADER_FETCH_ALLOWLIST:
// a job on a page, the loopback refusal without the allowlist, the size cap,
// and the legacy site crawl (same-origin links only).
#include <catch2/catch.hpp>

#include <Poco/JSON/Parser.h>
#include <Poco/Net/HTTPRequestHandler.h>
#include <Poco/Net/HTTPServerRequest.h>
#include <Poco/Net/HTTPServerResponse.h>

#include <atomic>
#include <map>
#include <thread>

#include "HostProcess.hpp"
#include "HttpClient.hpp"
#include "LocalHttpServer.hpp"

using namespace proofreader::test;

namespace {

// A tiny site: three linked pages, a link to another origin, a page too big to fetch.
class Site {
 public:
  Site() : server_([this] { return new Handler(*this); }) {
    const std::string other = "http://127.0.0.2:" + std::to_string(port()) + "/other.html";
    pages_["/index.html"] =
        "<html><body><h1>Главная</h1><p>Первая страница TODO.</p>"
        "<a href=\"a.html#part\">A</a> <a href=\"/b.html\">B</a> <a href=\"" +
        other + "\">чужой сайт</a> <a href=\"mailto:x@example.org\">почта</a></body></html>";
    pages_["/a.html"] =
        "<html><body><p>Страница А.</p><a href=\"index.html\">назад</a>"
        "<a href=\"b.html\">B</a></body></html>";
    pages_["/b.html"] = "<html><body><p>Страница Б FIXME.</p></body></html>";
    pages_["/big.html"] = "<html><body><p>" + std::string(300 * 1024, 'x') + "</p></body></html>";
    for (const char* path : {"/index.html", "/a.html", "/b.html", "/big.html", "/other.html"})
      hits_[path] = 0;
  }
  int port() const { return server_.port(); }
  std::string url(const std::string& path) const { return server_.url(path); }
  int hits(const std::string& path) const { return hits_.count(path) ? hits_.at(path).load() : 0; }

 private:
  struct Handler : Poco::Net::HTTPRequestHandler {
    explicit Handler(Site& site) : site(site) {}
    void handleRequest(Poco::Net::HTTPServerRequest& request,
                       Poco::Net::HTTPServerResponse& response) override {
      auto page = site.pages_.find(request.getURI());
      if (page == site.pages_.end()) {
        response.setStatus(Poco::Net::HTTPResponse::HTTP_NOT_FOUND);
        response.send() << "no";
        return;
      }
      ++site.hits_.at(page->first);
      response.setContentType("text/html; charset=utf-8");
      response.sendBuffer(page->second.data(), page->second.size());
    }
    Site& site;
  };
  // Filled by the constructor, before anyone knows the port; then only read.
  std::map<std::string, std::string> pages_;
  std::map<std::string, std::atomic<int>> hits_;
  LocalHttpServer server_;  // last: stopped before the pages it serves
};

HttpClient logged_in(const HostProcess& host) {
  HttpClient c(host.base_url());
  REQUIRE(c.login("admin", HostProcess::kAdminPassword).status == 200);
  return c;
}

Poco::JSON::Object::Ptr finished_job(HttpClient& c, const std::string& url) {
  auto [body, type] = multipart({{"url", "", url}});
  auto r = c.request("POST", "/api/jobs", body, type);
  REQUIRE(r.status == 202);
  const auto id = r.json()->getValue<std::string>("job_id");
  for (int i = 0; i < 400; ++i) {
    auto job = c.get("/api/jobs/" + id).json();
    const auto status = job->getValue<std::string>("status");
    if (status == "done" || status == "error" || status == "cancelled") return job;
    std::this_thread::sleep_for(std::chrono::milliseconds(25));
  }
  FAIL("job did not finish");
  return nullptr;
}

// The SSE events of a check-url response body, as (event, data) pairs.
std::vector<std::pair<std::string, Poco::JSON::Object::Ptr>> events_of(const std::string& body) {
  std::vector<std::pair<std::string, Poco::JSON::Object::Ptr>> events;
  std::string name;
  std::istringstream in(body);
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("event: ", 0) == 0) name = line.substr(7);
    if (line.rfind("data: ", 0) == 0) {
      Poco::JSON::Parser parser;
      events.emplace_back(name, parser.parse(line.substr(6)).extract<Poco::JSON::Object::Ptr>());
    }
  }
  return events;
}

}  // namespace

TEST_CASE("a URL job reads the page through the allowlist, and without it the loopback rule refuses") {
  Site site;
  HostProcess host(Env{{"PROOFREADER_ENGINES", "example-engine"},
                       {"PROOFREADER_FETCH_ALLOWLIST", "127.0.0.1"},
                       {"PROOFREADER_MAX_FETCH_BYTES", "100000"}});
  host.start();
  auto c = logged_in(host);
  auto job = finished_job(c, site.url("/index.html"));
  REQUIRE(job->getValue<std::string>("status") == "done");
  auto report = c.get("/api/jobs/" + job->getValue<std::string>("job_id") + "/report").json();
  CHECK(report->getObject("source")->getValue<std::string>("kind") == "url");
  auto blocks = report->getArray("blocks");
  REQUIRE(blocks->size() >= 2);
  CHECK(blocks->getObject(0)->getValue<std::string>("text") == "Главная");
  CHECK(report->getArray("remarks")->getObject(0)->getValue<std::string>("fragment") == "TODO");

  auto big = finished_job(c, site.url("/big.html"));
  CHECK(big->getValue<std::string>("status") == "error");
  CHECK(big->getValue<std::string>("error").find("100000") != std::string::npos);  // names the cap

  for (const char* url : {"ftp://127.0.0.1/x", "file:///etc/passwd", "gopher://127.0.0.1/", "no-scheme"}) {
    auto [form, form_type] = multipart({{"url", "", url}});
    auto refused_now = c.request("POST", "/api/jobs", form, form_type);
    CHECK(refused_now.status == 400);
    CHECK(refused_now.body.find("http") != std::string::npos);
  }

  HostProcess strict(Env{{"PROOFREADER_ENGINES", "example-engine"}});
  strict.start();
  auto s = logged_in(strict);
  const int before = site.hits("/index.html");
  // Refused when asked, by the rule a saved address passes (HostServices::check_url), not as a failed job.
  auto [loopback, loopback_type] = multipart({{"url", "", site.url("/index.html")}});
  auto refused = s.request("POST", "/api/jobs", loopback, loopback_type);
  CHECK(refused.status == 400);
  CHECK(refused.error_code() == "fetch_refused");
  CHECK(refused.body.find("127.0.0.1") != std::string::npos);
  CHECK(site.hits("/index.html") == before);  // never connected
}

TEST_CASE("check-url crawls same-origin pages, one page event each, then done") {
  Site site;
  HostProcess host(
      Env{{"PROOFREADER_ENGINES", "example-engine"}, {"PROOFREADER_FETCH_ALLOWLIST", "127.0.0.1"}});
  host.start();
  auto c = logged_in(host);
  auto [body, type] = multipart({{"url", "", site.url("/index.html")}});
  auto r = c.request("POST", "/api/check-url", body, type);
  REQUIRE(r.status == 200);
  CHECK(r.header("X-Accel-Buffering") == "no");
  CHECK(r.header("Content-Type").find("text/event-stream") == 0);
  auto events = events_of(r.body);
  REQUIRE(events.size() == 4);
  std::map<std::string, int> remarks_by_url;
  for (int i = 0; i < 3; ++i) {
    CHECK(events[i].first == "page");
    CHECK(events[i].second->getValue<int>("page") == i + 1);
    remarks_by_url[events[i].second->getValue<std::string>("url")] =
        static_cast<int>(events[i].second->getArray("remarks")->size());
  }
  CHECK(remarks_by_url == std::map<std::string, int>{{site.url("/index.html"), 1},
                                                     {site.url("/a.html"), 0},
                                                     {site.url("/b.html"), 1}});
  CHECK(events[3].first == "done");
  CHECK(events[3].second->getValue<int>("pages") == 3);
  CHECK(events[3].second->getValue<int>("remarks") == 2);
  CHECK(site.hits("/other.html") == 0);
  CHECK(site.hits("/b.html") == 1);  // visited once though linked twice

  auto [limited_body, limited_type] =
      multipart({{"url", "", site.url("/index.html")}, {"max_pages", "", "2"}});
  auto limited = events_of(c.request("POST", "/api/check-url", limited_body, limited_type).body);
  REQUIRE(limited.size() == 3);
  CHECK(limited.back().second->getValue<int>("pages") == 2);

  HostProcess strict;
  strict.start();
  auto s = logged_in(strict);
  auto refused = s.request("POST", "/api/check-url", body, type);
  CHECK(refused.status >= 400);
  CHECK(refused.status < 500);
  CHECK(refused.body.find("loopback") != std::string::npos);
  auto [ftp, ftp_type] = multipart({{"url", "", "ftp://127.0.0.1/x"}});
  CHECK(c.request("POST", "/api/check-url", ftp, ftp_type).status == 400);
}
