// Body limits and cross-origin writes.
#include <catch2/catch.hpp>

#include <Poco/Net/HTTPClientSession.h>
#include <Poco/Net/HTTPRequest.h>
#include <Poco/Net/HTTPResponse.h>
#include <Poco/StreamCopier.h>

#include "HostProcess.hpp"
#include "HttpClient.hpp"

using namespace proofreader::test;

TEST_CASE("a 51 MB body gets 413 with the error shape") {
  HostProcess host;
  host.start();
  HttpClient c(host.base_url());
  REQUIRE(c.login("admin", HostProcess::kAdminPassword).status == 200);
  const std::string big(51 * 1024 * 1024, 'x');
  auto r = c.request("POST", "/api/auth/change-password", big, "application/json");
  CHECK(r.status == 413);
  CHECK(r.error_code() == "payload_too_large");
  CHECK(c.get("/api/auth/me").status == 200);  // the server is fine
}

TEST_CASE("a chunked body over the limit is cut off with 413 while it is read") {
  HostProcess host(Env{{"PROOFREADER_MAX_BODY_BYTES", "1000000"}});
  host.start();
  HttpClient login(host.base_url());
  REQUIRE(login.login("admin", HostProcess::kAdminPassword).status == 200);
  Poco::Net::HTTPClientSession session("127.0.0.1", static_cast<Poco::UInt16>(host.port()));
  Poco::Net::HTTPRequest req("POST", "/api/auth/change-password", Poco::Net::HTTPMessage::HTTP_1_1);
  req.setChunkedTransferEncoding(true);
  req.setContentType("application/json");
  req.set("Cookie", "proofreader_session=" + login.session());
  std::ostream& out = session.sendRequest(req);
  const std::string chunk(100000, 'y');
  for (int i = 0; i < 12 && out.good(); ++i) out << chunk;
  Poco::Net::HTTPResponse resp;
  session.receiveResponse(resp);
  CHECK(resp.getStatus() == 413);
}

TEST_CASE("a write with a foreign Origin is 403 and the own origin passes") {
  HostProcess host;
  host.start();
  HttpClient c(host.base_url());
  auto foreign =
      c.post_json("/api/auth/login",
                  R"({"login":"admin","password":")" + std::string(HostProcess::kAdminPassword) + "\"}",
                  {{"Origin", "http://evil.example"}});
  CHECK(foreign.status == 403);
  CHECK(foreign.error_code() == "forbidden");
  CHECK(c.session().empty());
  const std::string own = "http://127.0.0.1:" + std::to_string(host.port());
  REQUIRE(c.post_json("/api/auth/login",
                      R"({"login":"admin","password":")" + std::string(HostProcess::kAdminPassword) + "\"}",
                      {{"Origin", own}})
              .status == 200);
  CHECK(c.post_json("/api/users", R"({"login":"x1","password":"password-1"})",
                    {{"Origin", "https://evil.example"}})
            .status == 403);
  CHECK(c.post_json("/api/users", R"({"login":"x1","password":"password-1"})",
                    {{"Referer", "http://evil.example/form"}})
            .status == 403);
  CHECK(c.post_json("/api/users", R"({"login":"x1","password":"password-1"})", {{"Origin", own}}).status ==
        201);
  CHECK(c.get("/api/auth/me").status == 200);  // GET never changes state, so no Origin check
}
