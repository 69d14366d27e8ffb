// PROOFREADER_PUBLIC_URL (issue 34, "Origin check"): the Origin a write must
// come from, whatever the Host header says, scheme included; Secure cookies
// behind https.
#include <catch2/catch.hpp>

#include "HostProcess.hpp"
#include "HttpClient.hpp"

using namespace proofreader::test;

namespace {

const std::string kLogin =
    R"({"login":"admin","password":")" + std::string(HostProcess::kAdminPassword) + "\"}";

}  // namespace

TEST_CASE("with a public URL a write must come from exactly its origin, whatever the Host header says") {
  HostProcess host(Env{{"PROOFREADER_PUBLIC_URL", "http://proof.test:3080"}});
  host.start();
  HttpClient c(host.base_url());
  // The attacker's page on a name that resolves to the service (DNS rebinding): Host and Origin agree.
  const auto rebound =
      c.post_json("/api/auth/login", kLogin, {{"Host", "evil.example"}, {"Origin", "http://evil.example"}});
  CHECK(rebound.status == 403);
  CHECK(rebound.error_code() == "forbidden");
  CHECK(c.post_json("/api/auth/login", kLogin, {{"Origin", "https://proof.test:3080"}}).status == 403);
  const auto own = c.post_json("/api/auth/login", kLogin, {{"Origin", "http://proof.test:3080"}});
  REQUIRE(own.status == 200);
  CHECK(own.header("set-cookie").find("Secure") ==
        std::string::npos);  // http: a Secure cookie would never come back
  CHECK(c.post_json("/api/users", R"({"login":"x1","password":"password-1"})",
                    {{"Origin", "http://127.0.0.1:" + std::to_string(host.port())}})
            .status == 403);
  CHECK(c.post_json("/api/users", R"({"login":"x1","password":"password-1"})",
                    {{"Referer", "http://proof.test:3080/#/users"}})
            .status == 201);
}

TEST_CASE("an https public URL makes the session cookie Secure") {
  HostProcess host(Env{{"PROOFREADER_PUBLIC_URL", "https://proof.test"}});
  host.start();
  HttpClient c(host.base_url());
  const auto r = c.post_json("/api/auth/login", kLogin, {{"Origin", "https://proof.test"}});
  REQUIRE(r.status == 200);
  CHECK(r.header("set-cookie").find("; Secure") != std::string::npos);
}

TEST_CASE("without a public URL the expected origin is the request's own, scheme included") {
  HostProcess host;
  host.start();
  HttpClient c(host.base_url());
  const std::string own = "127.0.0.1:" + std::to_string(host.port());
  CHECK(c.post_json("/api/auth/login", kLogin, {{"Origin", "https://" + own}}).status == 403);
  // Behind a trusted proxy (here: loopback) that says the client used https, https is the scheme.
  CHECK(c.post_json("/api/auth/login", kLogin, {{"Origin", "http://" + own}, {"X-Forwarded-Proto", "https"}})
            .status == 403);
  CHECK(c.post_json("/api/auth/login", kLogin, {{"Origin", "https://" + own}, {"X-Forwarded-Proto", "https"}})
            .status == 200);
  CHECK(c.post_json("/api/auth/login", kLogin, {{"Origin", "http://" + own}}).status == 200);
}

TEST_CASE("a public URL that is not an http(s) URL stops the start with a message naming it") {
  HostProcess host(Env{{"PROOFREADER_PUBLIC_URL", "proof.test:3080"}});
  CHECK_THROWS(host.start());
  CHECK(host.output().find("PROOFREADER_PUBLIC_URL") != std::string::npos);
}
