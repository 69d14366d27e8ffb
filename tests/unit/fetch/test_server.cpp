#include "test_server.hpp"

#include <Poco/Net/HTTPRequestHandler.h>
#include <Poco/Net/HTTPRequestHandlerFactory.h>
#include <Poco/Net/HTTPServerParams.h>
#include <Poco/Net/HTTPServerRequest.h>
#include <Poco/Net/HTTPServerResponse.h>
#include <Poco/Net/NameValueCollection.h>
#include <Poco/Net/ServerSocket.h>
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
    } else if (path == "/ok") {
      response.setContentType("text/plain; charset=utf-8");
      response.send() << "привет";
    } else {
      response.setStatusAndReason(Poco::Net::HTTPResponse::HTTP_NOT_FOUND);
      response.send();
    }
  }
};

class Factory : public Poco::Net::HTTPRequestHandlerFactory {
 public:
  Poco::Net::HTTPRequestHandler* createRequestHandler(const Poco::Net::HTTPServerRequest&) override {
    return new Handler;
  }
};

}  // namespace

TestServer::TestServer() {
  Poco::Net::ServerSocket socket(Poco::Net::SocketAddress("127.0.0.1", 0));
  port_ = socket.address().port();
  auto* params = new Poco::Net::HTTPServerParams;
  params->setMaxThreads(8);
  server_ = std::make_unique<Poco::Net::HTTPServer>(new Factory, socket, params);
  server_->start();
}

TestServer::~TestServer() {
  server_->stopAll(true);
}

std::string TestServer::url(const std::string& path) const {
  return "http://127.0.0.1:" + std::to_string(port_) + path;
}

}  // namespace proofreader::test
