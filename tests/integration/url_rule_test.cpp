// The one URL rule (HostServices::check_url, host/fetch/saved_url_check.hpp)
// through every route that takes an address to fetch: screenshot templates,
// watched pages, a check of a URL (POST /api/jobs) and the site crawl (POST
// /api/check-url). Each refuses the numeric and fully qualified forms of
// loopback when the address is given, with the same error in the one shape,
// and stores nothing.
#include <catch2/catch.hpp>

#include <functional>

#include "HostProcess.hpp"
#include "HttpClient.hpp"

using namespace proofreader::test;

TEST_CASE("one URL rule: every route that takes an address refuses loopback in any form, alike") {
  HostProcess host(
      Env{{"PROOFREADER_SECTIONS", "screenshots,watch"}, {"PROOFREADER_ENGINES", "example-engine"}});
  host.start();
  HttpClient c(host.base_url());
  REQUIRE(c.login("admin", HostProcess::kAdminPassword).status == 200);
  const auto group = c.post_json("/api/watch/groups", R"({"name":"Страницы","schedule":"manual"})");
  REQUIRE(group.status == 201);
  const std::string group_id = std::to_string(group.json()->getValue<std::int64_t>("id"));

  const auto form_post = [&](const std::string& path, const std::string& url) {
    auto [body, type] = multipart({{"url", "", url}});
    return c.request("POST", path, body, type);
  };
  const std::vector<std::pair<std::string, std::function<HttpResult(const std::string&)>>> routes = {
      {"screenshot template",
       [&](const std::string& url) {
         return c.post_json("/api/screenshot-templates", R"({"name":"Снимок","url":")" + url + R"("})");
       }},
      {"watched page",
       [&](const std::string& url) {
         return c.post_json("/api/watch/pages", R"({"group_id":)" + group_id + R"(,"url":")" + url + R"("})");
       }},
      {"check of a URL", [&](const std::string& url) { return form_post("/api/jobs", url); }},
      {"site crawl", [&](const std::string& url) { return form_post("/api/check-url", url); }},
  };
  for (const char* url : {"http://2130706433/", "http://0177.0.0.1/", "http://0x7f000001/",
                          "http://[::ffff:127.0.0.1]/", "http://localhost./"}) {
    for (const auto& [route, create] : routes) {
      INFO(route << ": " << url);
      const auto r = create(url);
      INFO(r.body);
      CHECK(r.status == 400);
      CHECK(r.error_code() == "fetch_refused");
      const auto error = r.json()->getObject("error");
      CHECK(error->getValue<int>("status") == 400);
      CHECK(error->getValue<std::string>("message").find("127.0.0.1") != std::string::npos);
    }
  }
  CHECK(c.get("/api/screenshot-templates").json()->getArray("templates")->size() == 0);
  CHECK(c.get("/api/watch/groups/" + group_id).body.find("0177") == std::string::npos);
  // A public address passes the same rule.
  CHECK(c.post_json("/api/screenshot-templates", R"({"name":"Снимок","url":"https://docs.example.org/"})")
            .status == 201);
}
