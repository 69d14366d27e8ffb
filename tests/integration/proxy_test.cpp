// The real nginx in front of the real host, configured from
// etc/nginx.conf.template by packaging/render-nginx.sh, as packaging/run.sh does.
#include <catch2/catch.hpp>

#include <Poco/Net/HTTPClientSession.h>
#include <Poco/Net/HTTPRequest.h>
#include <Poco/Net/HTTPResponse.h>

#include <chrono>
#include <cstdlib>
#include <memory>

#include "HostProcess.hpp"
#include "HttpClient.hpp"
#include "NginxProcess.hpp"
#include "TempDir.hpp"

using namespace proofreader::test;

TEST_CASE("nginx serves static files with a script-src 'self' CSP and proxies /api") {
  HostProcess host;
  host.start();
  NginxProcess nginx(loopback(host.port()), false);
  HttpClient c(nginx.base_url());
  auto page = c.get("/");
  REQUIRE(page.status == 200);
  const auto csp = page.header("content-security-policy");
  CHECK(csp.find("script-src 'self';") != std::string::npos);
  CHECK(csp.find("'unsafe-inline'") == csp.find("style-src 'self' 'unsafe-inline'") + 17);  // only for styles
  CHECK(c.get("/#/check").status == 200);
  REQUIRE(c.login("admin", HostProcess::kAdminPassword).status == 200);
  // Origin checks see the browser's host through the proxy.
  CHECK(c.post_json("/api/users", R"({"login":"viaproxy","password":"password-1"})",
                    {{"Origin", nginx.base_url()}})
            .status == 201);
  CHECK(c.get("/api/docs").status == 404);
}

TEST_CASE("nginx refuses a body over 50 MB with the API's error shape") {
  HostProcess host;
  host.start();
  NginxProcess nginx(loopback(host.port()), false);
  HttpClient c(nginx.base_url());
  auto r = c.request("POST", "/api/auth/login", std::string(51 * 1024 * 1024, 'x'), "application/json");
  CHECK(r.status == 413);
  CHECK(r.error_code() == "payload_too_large");
}

TEST_CASE("nginx's body limit follows PROOFREADER_MAX_BODY_BYTES, as the backend's does") {
  HostProcess host(Env{{"PROOFREADER_MAX_BODY_BYTES", "100000"}});
  host.start();
  NginxProcess nginx(loopback(host.port()), false, "100000");
  HttpClient c(nginx.base_url());
  auto over = c.request("POST", "/api/auth/login", std::string(150000, 'x'), "application/json");
  CHECK(over.status == 413);
  CHECK(over.error_code() == "payload_too_large");
  // Under the limit the backend answers (a malformed login, not nginx's refusal).
  auto under = c.request("POST", "/api/auth/login", std::string(90000, 'x'), "application/json");
  CHECK(under.status == 400);
}

TEST_CASE("responses with X-Accel-Buffering: no pass through nginx unbuffered") {
  HostProcess host(Env{{"PROOFREADER_SECTIONS", "example"}});
  host.start();
  NginxProcess nginx(loopback(host.port()), false);
  HttpClient login(nginx.base_url());
  REQUIRE(login.login("admin", HostProcess::kAdminPassword).status == 200);

  Poco::Net::HTTPClientSession session("127.0.0.1", static_cast<Poco::UInt16>(nginx.port()));
  Poco::Net::HTTPRequest req("GET", "/api/example/stream", Poco::Net::HTTPMessage::HTTP_1_1);
  req.set("Cookie", "proofreader_session=" + login.session());
  const auto start = std::chrono::steady_clock::now();
  session.sendRequest(req);
  Poco::Net::HTTPResponse resp;
  std::istream& in = session.receiveResponse(resp);
  REQUIRE(resp.getStatus() == 200);
  std::string line;
  std::getline(in, line);
  const auto first = std::chrono::steady_clock::now() - start;
  std::string rest((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const auto total = std::chrono::steady_clock::now() - start;
  CHECK(line == "id: 1");
  CHECK(rest.find("data: {\"n\":3}") != std::string::npos);
  // The stream takes 600 ms; buffered, the first event would only come with the last.
  CHECK(total >= std::chrono::milliseconds(550));
  CHECK(first < total - std::chrono::milliseconds(400));
}

TEST_CASE("with PROOFREADER_DOCS=true the docs pages get their CSP exception and static files keep theirs") {
  // One backend (compose.yml, run.sh), or backends by node name (compose.scale.yml's routing).
  const bool by_node = GENERATE(false, true);
  HostProcess host(Env{{"PROOFREADER_DOCS", "true"}});
  host.start();
  NginxProcess nginx(by_node ? "backend1=" + loopback(host.port()) : loopback(host.port()), true);
  HttpClient c(nginx.base_url());
  REQUIRE(c.login("admin", HostProcess::kAdminPassword).status == 200);
  auto docs = c.get("/api/docs");
  REQUIRE(docs.status == 200);
  // Scripts from this origin only (the viewers' files), never inline ones.
  const auto csp = docs.header("content-security-policy");
  CHECK(csp.find("script-src 'self';") != std::string::npos);
  CHECK(csp.find("unsafe-inline'; img") != std::string::npos);  // inline styles only
  CHECK(csp.find("'unsafe-eval'") == std::string::npos);
  CHECK(c.get("/api/health").header("content-security-policy").empty());  // the rest of /api has no such page
  CHECK(c.get("/").header("content-security-policy").find("script-src 'self';") != std::string::npos);
}
