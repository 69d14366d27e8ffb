// ScriptedServer: a LanguageTool stand-in on 127.0.0.1 that answers POST
// /v2/check from a script (status, body, delay), one entry per request, the
// last repeated, and counts the checks it received. For the client's failure
// handling: 5xx, hanging, malformed and refusing servers.
#pragma once

#include <Poco/Net/HTTPRequestHandler.h>
#include <Poco/Net/HTTPRequestHandlerFactory.h>
#include <Poco/Net/HTTPServer.h>
#include <Poco/Net/HTTPServerParams.h>
#include <Poco/Net/HTTPServerRequest.h>
#include <Poco/Net/HTTPServerResponse.h>
#include <Poco/Net/ServerSocket.h>
#include <Poco/StreamCopier.h>

#include <atomic>
#include <chrono>
#include <memory>
#include <string>
#include <thread>
#include <vector>

namespace proofreader::testing {

class ScriptedServer {
 public:
  struct Answer {
    int status = 200;
    std::string body;
    int delay_ms = 0;
  };

  explicit ScriptedServer(std::vector<Answer> script) : script_(std::move(script)) {
    Poco::Net::ServerSocket socket(Poco::Net::SocketAddress("127.0.0.1", 0), 16);
    Poco::Net::HTTPServerParams::Ptr params = new Poco::Net::HTTPServerParams;
    params->setMaxThreads(4);
    server_ = std::make_unique<Poco::Net::HTTPServer>(new Factory(*this), socket, params);
    server_->start();
  }
  ~ScriptedServer() { server_->stopAll(true); }

  std::string url() const { return "http://127.0.0.1:" + std::to_string(server_->port()); }
  int checks() const { return checks_; }

 private:
  class Handler : public Poco::Net::HTTPRequestHandler {
   public:
    explicit Handler(ScriptedServer& s) : s_(s) {}
    void handleRequest(Poco::Net::HTTPServerRequest& request,
                       Poco::Net::HTTPServerResponse& response) override {
      std::string body;
      Poco::StreamCopier::copyToString(request.stream(), body);
      Answer a{404, "not here", 0};
      if (request.getURI() == "/v2/check") {
        const int n = s_.checks_++;
        a = s_.script_[std::min<std::size_t>(static_cast<std::size_t>(n), s_.script_.size() - 1)];
      }
      if (a.delay_ms) std::this_thread::sleep_for(std::chrono::milliseconds(a.delay_ms));
      response.setStatus(static_cast<Poco::Net::HTTPResponse::HTTPStatus>(a.status));
      response.setContentType("application/json");
      response.setContentLength(static_cast<std::streamsize>(a.body.size()));
      response.send() << a.body;
    }

   private:
    ScriptedServer& s_;
  };
  class Factory : public Poco::Net::HTTPRequestHandlerFactory {
   public:
    explicit Factory(ScriptedServer& s) : s_(s) {}
    Poco::Net::HTTPRequestHandler* createRequestHandler(const Poco::Net::HTTPServerRequest&) override {
      return new Handler(s_);
    }

   private:
    ScriptedServer& s_;
  };

  std::vector<Answer> script_;
  std::atomic<int> checks_{0};
  std::unique_ptr<Poco::Net::HTTPServer> server_;
};

}  // namespace proofreader::testing
