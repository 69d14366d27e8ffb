// The fetch rules end to end: a table of forbidden URLs, and allowed fetches
// served by a local test server reached through the allowlist.
#include <catch2/catch.hpp>

#include <proofreader/sdk/http.hpp>

#include <atomic>
#include <cstdlib>
#include <string>
#include <thread>
#include <vector>

#include "connect_proxy.hpp"
#include "fetch/fetcher.hpp"
#include "test_server.hpp"

using proofreader::host::Fetcher;
using proofreader::host::FetchPolicy;
using proofreader::sdk::ApiError;
using proofreader::sdk::HttpRequest;
using proofreader::test::ConnectProxy;
using proofreader::test::TestServer;

namespace {

HttpRequest get(const std::string& url, int timeout_ms = 5000) {
  HttpRequest request;
  request.url = url;
  request.timeout_ms = timeout_ms;
  return request;
}

// The ApiError `perform` throws; fails the test when it succeeds.
ApiError error_of(const Fetcher& fetcher, const HttpRequest& request) {
  try {
    const auto response = fetcher.perform(request);
    FAIL("fetched " << request.url << " with status " << response.status);
  } catch (const ApiError& e) {
    return e;
  }
  return ApiError(0, "", "");
}

FetchPolicy allowing(std::vector<std::string> allowlist) {
  FetchPolicy policy;
  policy.allowlist = std::move(allowlist);
  return policy;
}

}  // namespace

TEST_CASE("fetch: Forbidden URLs are refused by default, naming the rule", "[fetch]") {
  const TestServer server;
  const std::string port = std::to_string(server.port());
  const Fetcher fetcher{FetchPolicy{}};
  const std::vector<std::pair<std::string, std::string>> table = {
      {"http://127.0.0.1/", "loopback address 127.0.0.1"},
      {"http://127.1.2.3/", "loopback"},
      {"http://localhost:" + port + "/ok", "loopback"},
      {server.url("/ok"), "loopback"},  // the live test server, not allowlisted
      {"http://user:secret@127.0.0.1:" + port + "/ok", "loopback"},
      {"http://2130706433/", "loopback"},
      {"http://0x7f.1/", "loopback"},
      {"http://0177.0.0.1/", "loopback"},
      {"http://0x7f000001/", "loopback"},
      {"http://0.0.0.0/", "unspecified"},
      {"http://0/", "unspecified"},
      {"http://[::]/", "unspecified"},
      {"http://[::1]/", "loopback address ::1"},
      {"http://[::ffff:127.0.0.1]/", "loopback"},
      {"http://[::ffff:7f00:1]/", "loopback"},
      {"http://[::ffff:169.254.169.254]/", "link-local"},
      {"http://[64:ff9b::7f00:1]/", "loopback"},
      {"http://[::127.0.0.1]/", "IPv4-compatible"},
      {"http://169.254.169.254/latest/meta-data/", "link-local address 169.254.169.254"},
      {"http://[fe80::1]/", "link-local"},
      {"http://224.0.0.1/", "multicast"},
      {"http://239.255.255.250:1900/", "multicast"},
      {"http://[ff02::1]/", "multicast"},
      {"http://255.255.255.255/", "broadcast"},
      {"http://240.0.0.1/", "reserved"},
      {"http://100.64.0.1/", "shared"},
      {"http://192.0.0.8/", "IETF"},
      {"http://198.18.0.1/", "benchmarking"},
      {"http://192.0.2.1/", "documentation"},
      {"http://[2001:db8::1]/", "documentation"},
      {"https://127.0.0.1/", "loopback"},
      {"file:///etc/passwd", "scheme file"},
      {"ftp://127.0.0.1/", "scheme ftp"},
      {"gopher://127.0.0.1/", "scheme gopher"},
      {"dict://127.0.0.1:11211/", "scheme dict"},
      {"javascript:alert(1)", "scheme"},
      {"not a url", "malformed"},
  };
  REQUIRE(table.size() >= 30);
  for (const auto& [url, rule] : table) {
    INFO(url);
    const ApiError e = error_of(fetcher, get(url));
    CHECK(e.status() == 400);
    CHECK(e.code() == "fetch_refused");
    CHECK(std::string(e.message_en()).find(rule) != std::string::npos);
  }
}

TEST_CASE("fetch: Private ranges follow the allow_private flag", "[fetch]") {
  FetchPolicy strict;
  strict.allow_private = false;
  const Fetcher fetcher{strict};
  for (const char* url :
       {"http://10.0.0.1/", "http://172.16.0.1/", "http://192.168.1.1/", "http://[fd00::1]/"}) {
    INFO(url);
    const ApiError e = error_of(fetcher, get(url));
    CHECK(e.code() == "fetch_refused");
    CHECK(std::string(e.message_en()).find("private") != std::string::npos);
  }
  // Allowed by default: the connection is attempted, whatever it then meets.
  FetchPolicy quick;
  quick.connect_timeout_ms = 300;
  try {
    Fetcher{quick}.perform(get("http://10.255.255.1/", 600));
  } catch (const ApiError& e) {
    CHECK(e.code() != "fetch_refused");
  }
}

TEST_CASE("fetch: Allowlisted hosts and networks are fetched", "[fetch]") {
  const TestServer server;
  for (const auto& allowlist :
       {std::vector<std::string>{"127.0.0.1"}, std::vector<std::string>{"127.0.0.0/8"}}) {
    const auto response = Fetcher{allowing(allowlist)}.perform(get(server.url("/ok")));
    CHECK(response.status == 200);
    CHECK(response.body == "привет");
    CHECK(response.content_type == "text/plain; charset=utf-8");
  }
  const std::string by_name = "http://localhost:" + std::to_string(server.port()) + "/ok";
  CHECK(Fetcher{allowing({"LOCALHOST"})}.perform(get(by_name)).body == "привет");
  // A network entry is judged on the address connected, whatever the name.
  CHECK(Fetcher{allowing({"127.0.0.0/8"})}.perform(get(by_name)).body == "привет");
  // An allowlist entry for another network exempts nothing else.
  CHECK(error_of(Fetcher{allowing({"10.0.0.0/8", "docs.internal"})}, get(server.url("/ok"))).code() ==
        "fetch_refused");
}

TEST_CASE("fetch: Redirects are followed and every hop is checked", "[fetch]") {
  const TestServer server;
  const std::string port = std::to_string(server.port());
  const std::string localhost = "http://localhost:" + port;
  const Fetcher by_name{allowing({"localhost"})};

  SECTION("to an allowed place") {
    const auto response = by_name.perform(get(localhost + "/redirect?to=/ok"));
    CHECK(response.status == 200);
    CHECK(response.body == "привет");
    CHECK(response.final_url == localhost + "/ok");
  }
  SECTION("to a forbidden address, refused at that hop") {
    const ApiError e = error_of(by_name, get(localhost + "/redirect?to=http://127.0.0.1:" + port + "/ok"));
    CHECK(e.code() == "fetch_refused");
    CHECK(std::string(e.message_en()).find("loopback address 127.0.0.1") != std::string::npos);
    CHECK(error_of(by_name, get(localhost + "/redirect?to=http://169.254.169.254/")).code() ==
          "fetch_refused");
  }
  SECTION("to a forbidden scheme") {
    const ApiError e = error_of(by_name, get(localhost + "/redirect?to=file:///etc/passwd"));
    CHECK(std::string(e.message_en()).find("scheme file") != std::string::npos);
  }
  SECTION("at most five") {
    const Fetcher fetcher{allowing({"127.0.0.1"})};
    CHECK(fetcher.perform(get(server.url("/chain?n=5"))).body == "end");
    const ApiError e = error_of(fetcher, get(server.url("/chain?n=6")));
    CHECK(e.code() == "fetch_refused");
    CHECK(std::string(e.message_en()).find("redirects") != std::string::npos);
  }
  SECTION("303 turns POST into GET; credentials stay with their host") {
    const Fetcher fetcher{allowing({"localhost", "127.0.0.1"})};
    HttpRequest post = get(localhost + "/redirect?code=303&to=/echo");
    post.method = "POST";
    post.body = "data";
    CHECK(fetcher.perform(post).body == "GET  auth=");

    HttpRequest with_auth = get(localhost + "/redirect?code=307&to=/echo");
    with_auth.headers = {{"Authorization", "Bearer t"}};
    CHECK(fetcher.perform(with_auth).body == "GET  auth=Bearer t");
    with_auth.url = localhost + "/redirect?code=307&to=http://127.0.0.1:" + port + "/echo";
    CHECK(fetcher.perform(with_auth).body == "GET  auth=");
  }
}

TEST_CASE("fetch: Configured services: no address rules, no redirects followed", "[fetch]") {
  const TestServer server;
  const Fetcher fetcher{FetchPolicy{}};
  HttpRequest request = get(server.url("/ok"));
  request.target = HttpRequest::Target::configured_service;
  CHECK(fetcher.perform(request).body == "привет");
  request.url = server.url("/redirect?to=/ok");
  const auto response = fetcher.perform(request);
  CHECK(response.status == 302);
  CHECK(response.body.empty());
  request.url = "file:///etc/passwd";
  CHECK(error_of(fetcher, request).code() == "fetch_refused");
}

TEST_CASE("fetch: Size cap, timeout and streaming", "[fetch]") {
  const TestServer server;
  FetchPolicy policy = allowing({"127.0.0.1"});
  policy.max_bytes = 100000;
  const Fetcher fetcher{policy};

  CHECK(fetcher.perform(get(server.url("/big?n=100000"))).body.size() == 100000);
  ApiError e = error_of(fetcher, get(server.url("/big?n=100001")));
  CHECK(e.status() == 413);
  CHECK(e.code() == "fetch_too_large");
  HttpRequest capped = get(server.url("/big?n=5000"));
  capped.max_bytes = 4000;
  CHECK(error_of(fetcher, capped).code() == "fetch_too_large");

  e = error_of(fetcher, get(server.url("/slow?ms=1500"), 300));
  CHECK(e.status() == 504);
  CHECK(e.code() == "fetch_timeout");

  HttpRequest streamed = get(server.url("/big?n=90000"));
  std::size_t received = 0;
  streamed.on_data = [&](std::string_view chunk) {
    received += chunk.size();
    return true;
  };
  const auto response = fetcher.perform(streamed);
  CHECK(received == 90000);
  CHECK(response.body.empty());

  std::size_t chunks = 0;
  streamed.on_data = [&](std::string_view) { return ++chunks < 1; };
  CHECK(fetcher.perform(streamed).status == 200);
  CHECK(chunks == 1);
}

TEST_CASE("fetch: one Fetcher serves many threads at once", "[fetch]") {
  const TestServer server;
  const Fetcher fetcher{allowing({"127.0.0.1"})};
  std::atomic<int> fetched{0};
  std::atomic<int> refused{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&] {
      for (int i = 0; i < 10; ++i) {
        if (fetcher.perform(get(server.url("/ok"))).body == "привет") ++fetched;
        try {
          fetcher.perform(get("http://169.254.169.254/"));
        } catch (const ApiError& e) {
          refused += e.code() == "fetch_refused";
        }
      }
    });
  }
  for (auto& thread : threads) thread.join();
  CHECK(fetched == 40);
  CHECK(refused == 40);
}

TEST_CASE("fetch: Proxies from the environment are not used", "[fetch]") {
  const TestServer server;
  ::setenv("http_proxy", "http://127.0.0.1:9/", 1);
  ::setenv("HTTP_PROXY", "http://127.0.0.1:9/", 1);
  ::setenv("ALL_PROXY", "http://127.0.0.1:9/", 1);
  const auto response = Fetcher{allowing({"127.0.0.1"})}.perform(get(server.url("/ok")));
  ::unsetenv("http_proxy");
  ::unsetenv("HTTP_PROXY");
  ::unsetenv("ALL_PROXY");
  CHECK(response.body == "привет");
}

TEST_CASE("fetch: with a proxy, user URLs are resolved and checked before the request", "[fetch]") {
  FetchPolicy policy;
  policy.proxy = "http://127.0.0.1:9/";  // nothing listens there: a refusal must come first
  const ApiError e = error_of(Fetcher{policy}, get("http://localhost/"));
  CHECK(e.code() == "fetch_refused");
  CHECK(std::string(e.message_en()).find("loopback") != std::string::npos);
  CHECK(error_of(Fetcher{policy}, get("http://169.254.169.254/")).code() == "fetch_refused");
}

TEST_CASE("fetch: through a real proxy, a user URL is tunnelled to the address that was checked", "[fetch]") {
  const TestServer server;
  const ConnectProxy proxy(server.port());
  FetchPolicy policy;
  policy.proxy = proxy.url();
  policy.allowlist = {"127.0.0.0/8", "::1/128"};  // loopback passes the address rules here
  const std::string port = std::to_string(server.port());

  // A name: the proxy is asked for the checked address, never for the name,
  // so it cannot resolve it again (to another address); the server still
  // sees the URL's own Host. Plain http goes through the tunnel too.
  const auto response = Fetcher{policy}.perform(get("http://localhost:" + port + "/host"));
  CHECK(response.status == 200);
  CHECK(response.body == "localhost:" + port);
  auto requests = proxy.requests();
  REQUIRE(requests.size() == 1);
  CHECK((requests[0] == "CONNECT 127.0.0.1:" + port + " HTTP/1.1" ||
         requests[0] == "CONNECT [::1]:" + port + " HTTP/1.1"));

  // Hostile inputs: names and numeric forms of refused addresses, and a
  // redirect to one, never reach the proxy.
  FetchPolicy strict;
  strict.proxy = proxy.url();
  for (const std::string& url :
       std::vector<std::string>{"http://localhost:" + port + "/ok", "http://2130706433:" + port + "/ok",
                                "http://0x7f.1:" + port + "/ok", "http://[::ffff:127.0.0.1]:" + port + "/ok",
                                "http://169.254.169.254/latest/meta-data/"}) {
    INFO(url);
    CHECK(error_of(Fetcher{strict}, get(url)).code() == "fetch_refused");
  }
  CHECK(proxy.requests().size() == 1);
  policy.allowlist = {"127.0.0.1/32"};
  const ApiError hop =
      error_of(Fetcher{policy}, get(server.url("/redirect?to=http://[::1]:" + port + "/ok")));
  CHECK(hop.code() == "fetch_refused");
  requests = proxy.requests();
  REQUIRE(requests.size() == 2);
  CHECK(requests[1] == "CONNECT 127.0.0.1:" + port + " HTTP/1.1");
}

TEST_CASE("fetch: Unreachable services give 502 fetch_failed", "[fetch]") {
  HttpRequest request = get("http://127.0.0.1:9/");
  request.target = HttpRequest::Target::configured_service;
  const ApiError e = error_of(Fetcher{FetchPolicy{}}, request);
  CHECK(e.status() == 502);
  CHECK(e.code() == "fetch_failed");
}
