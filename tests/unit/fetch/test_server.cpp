#include "test_server.hpp"

#include <Poco/Net/HTTPRequestHandler.h>
#include <Poco/Net/HTTPServerRequest.h>
#include <Poco/Net/HTTPServerResponse.h>
#include <Poco/Net/NameValueCollection.h>
#include <Poco/StreamCopier.h>
#include <Poco/URI.h>

#include <chrono>
#include <thread>

namespace proofreader::test {
namespace {

class Handler : public Poco::Net::HTTPRequestHandler {
 public:
  void handleRequest(Poco::Net::HTTPServerRequest& request,
                     Poco::Net::HTTPServerResponse& response) override {
    const Poco::URI uri(request.getURI());
    std::string body;
    Poco::StreamCopier::copyToString(request.stream(), body);
    Poco::Net::NameValueCollection params;
    for (const auto& [name, value] : uri.getQueryParameters()) params.add(name, value);
    const std::string& path = uri.getPath();

    if (path == "/big") {
      const std::string data(std::stoul(params.get("n", "0")), 'x');
      response.setContentType("application/octet-stream");
      response.sendBuffer(data.data(), data.size());
    } else if (path == "/slow") {
      std::this_thread::sleep_for(std::chrono::milliseconds(std::stoi(params.get("ms", "1000"))));
      response.send() << "slow";
    } else if (path == "/redirect") {
      response.set("Location", params.get("to", "/ok"));
      response.setStatusAndReason(
          static_cast<Poco::Net::HTTPResponse::HTTPStatus>(std::stoi(params.get("code", "302"))));
      response.send();
    } else if (path == "/chain") {
      const int n = std::stoi(params.get("n", "0"));
      if (n > 0) {
        response.set("Location", "/chain?n=" + std::to_string(n - 1));
        response.setStatusAndReason(Poco::Net::HTTPResponse::HTTP_FOUND);
        response.send();
      } else {
        response.send() << "end";
      }
    } else if (path == "/echo") {
      response.send() << request.getMethod() << " " << body << " auth=" << request.get("Authorization", "");
    } else if (path == "/host") {
      response.send() << request.getHost();
    } else if (path == "/ok") {
      response.setContentType("text/plain; charset=utf-8");
      response.send() << "привет";
    } else {
      response.setStatusAndReason(Poco::Net::HTTPResponse::HTTP_NOT_FOUND);
      response.send();
    }
  }
};

}  // namespace

TestServer::TestServer() : server_([] { return new Handler; }) {}

std::string TestServer::url(const std::string& path) const {
  return server_.url(path);
}

}  // namespace proofreader::test
