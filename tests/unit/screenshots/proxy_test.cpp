// The filtering proxy on real sockets: it forwards to an allowed origin,
// refuses a forbidden address before connecting (the origin sees nothing),
// and refuses CONNECT tunnels to the metadata address.
#include <catch2/catch.hpp>

#include <Poco/Net/HTTPClientSession.h>
#include <Poco/Net/HTTPRequest.h>
#include <Poco/Net/HTTPResponse.h>
#include <Poco/Net/StreamSocket.h>
#include <Poco/StreamCopier.h>

#include "FilteringProxy.hpp"
#include "TestSite.hpp"

using namespace proofreader;

namespace {

std::pair<int, std::string> get_through(const screenshots::FilteringProxy& proxy, const std::string& url) {
  Poco::Net::HTTPClientSession session("127.0.0.1", static_cast<Poco::UInt16>(proxy.port()));
  session.setTimeout(Poco::Timespan(10, 0));
  Poco::Net::HTTPRequest request(Poco::Net::HTTPRequest::HTTP_GET, url, Poco::Net::HTTPMessage::HTTP_1_1);
  session.sendRequest(request);
  Poco::Net::HTTPResponse response;
  std::string body;
  Poco::StreamCopier::copyToString(session.receiveResponse(response), body);
  return {response.getStatus(), body};
}

}  // namespace

TEST_CASE("proxy: an allowlisted host name is forwarded, its loopback address is refused unseen") {
  test::TestSite site;
  site.set("/page", test::TestSite::html("hello from the page"));
  site.set("/secret", test::TestSite::html("the secret"));
  screenshots::FilteringProxy proxy(netrules::AddressPolicy(true, {"localhost"}), {});

  auto [status, body] = get_through(proxy, site.url("/page"));
  CHECK(status == 200);
  CHECK(body == "hello from the page");

  auto [refused_status, refused_body] = get_through(proxy, site.loopback_url("/secret"));
  CHECK(refused_status == 403);
  CHECK(refused_body.find("loopback") != std::string::npos);
  CHECK(site.hits("/secret") == 0);
  REQUIRE(proxy.refusals().size() == 1);
  CHECK(proxy.refusals()[0].find("127.0.0.1") != std::string::npos);
}

TEST_CASE("proxy: CONNECT to the metadata address and non-http schemes are refused") {
  screenshots::FilteringProxy proxy(netrules::AddressPolicy(true, {}), {});
  Poco::Net::StreamSocket socket(
      Poco::Net::SocketAddress("127.0.0.1", static_cast<Poco::UInt16>(proxy.port())));
  const std::string connect = "CONNECT 169.254.169.254:80 HTTP/1.1\r\nHost: 169.254.169.254:80\r\n\r\n";
  socket.sendBytes(connect.data(), static_cast<int>(connect.size()));
  char answer[512] = {};
  socket.setReceiveTimeout(Poco::Timespan(10, 0));
  const int got = socket.receiveBytes(answer, sizeof answer - 1);
  CHECK(std::string(answer, got).rfind("HTTP/1.1 403", 0) == 0);
  CHECK(std::string(answer, got).find("link-local") != std::string::npos);

  CHECK(get_through(proxy, "ftp://example.org/file").first == 403);
}
