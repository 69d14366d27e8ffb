// ScriptedServer: a LanguageTool stand-in on 127.0.0.1 that answers POST
// /v2/check from a script (status, body, delay), one entry per request, the
// last repeated, and counts the checks it received and keeps their bodies. For the client's failure
// handling: 5xx, hanging, malformed and refusing servers.
#pragma once

#include <Poco/Net/HTTPRequestHandler.h>
#include <Poco/Net/HTTPServerRequest.h>
#include <Poco/Net/HTTPServerResponse.h>
#include <Poco/StreamCopier.h>

#include <atomic>
#include <chrono>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "../../support/LocalHttpServer.hpp"

namespace proofreader::testing {

class ScriptedServer {
 public:
  struct Answer {
    int status = 200;
    std::string body;
    int delay_ms = 0;
  };

  explicit ScriptedServer(std::vector<Answer> script)
      : script_(std::move(script)), server_([this] { return new Handler(*this); }, 4) {}

  std::string url() const { return server_.url(); }
  int checks() const { return checks_; }
  std::vector<std::string> bodies() const {
    std::lock_guard lock(mutex_);
    return bodies_;
  }

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
        std::lock_guard lock(s_.mutex_);
        s_.bodies_.push_back(body);
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
  std::vector<Answer> script_;
  std::atomic<int> checks_{0};
  mutable std::mutex mutex_;
  std::vector<std::string> bodies_;
  test::LocalHttpServer server_;  // last: stopped before the script it reads
};

}  // namespace proofreader::testing
