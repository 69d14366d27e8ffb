// GrammarServerProcess: runs the real proofreader-grammar binary on a free
// port for a test, and stops it when destroyed. Shared by the grammar-server
// and grammar-client tests. One instance per test; not thread-safe.
#pragma once

#include <Poco/Net/HTTPClientSession.h>
#include <Poco/Net/HTTPRequest.h>
#include <Poco/Net/HTTPResponse.h>
#include <Poco/Net/ServerSocket.h>
#include <Poco/Process.h>
#include <Poco/StreamCopier.h>
#include <Poco/Thread.h>

#include <map>
#include <memory>
#include <stdexcept>
#include <string>

namespace proofreader::testing {

struct HttpResult {
  int status = 0;
  std::string content_type;
  std::string body;
};

inline int free_port() {
  Poco::Net::ServerSocket socket(Poco::Net::SocketAddress("127.0.0.1", 0));
  return socket.address().port();
}

// The path comes from the build (a compile definition of the test target).
inline std::string grammar_server_binary() {
  return PROOFREADER_GRAMMAR_BINARY;
}

class GrammarServerProcess {
 public:
  explicit GrammarServerProcess(const std::map<std::string, std::string>& env = {}) : port_(free_port()) {
    Poco::Process::Env full_env(env.begin(), env.end());
    full_env["PROOFREADER_GRAMMAR_PORT"] = std::to_string(port_);
    handle_ = std::make_unique<Poco::ProcessHandle>(Poco::Process::launch(
        grammar_server_binary(), {}, std::string(), nullptr, nullptr, nullptr, full_env));
    for (int attempt = 0; attempt < 100; ++attempt) {
      try {
        if (request("GET", "/health").status == 200) return;
      } catch (const Poco::Exception&) {
      }
      Poco::Thread::sleep(50);
    }
    stop();
    throw std::runtime_error("proofreader-grammar did not answer /health within 5 s");
  }
  ~GrammarServerProcess() { stop(); }

  int port() const { return port_; }
  int pid() const { return handle_ ? handle_->id() : -1; }
  std::string url() const { return "http://127.0.0.1:" + std::to_string(port_); }
  bool running() const { return handle_ && Poco::Process::isRunning(*handle_); }

  HttpResult request(const std::string& method, const std::string& path, const std::string& body = {},
                     const std::string& content_type = "application/x-www-form-urlencoded") const {
    Poco::Net::HTTPClientSession session("127.0.0.1", static_cast<Poco::UInt16>(port_));
    session.setTimeout(Poco::Timespan(30, 0));
    Poco::Net::HTTPRequest req(method, path, Poco::Net::HTTPMessage::HTTP_1_1);
    if (method == "POST") {
      req.setContentType(content_type);
      req.setContentLength(static_cast<std::streamsize>(body.size()));
      session.sendRequest(req) << body;
    } else {
      session.sendRequest(req);
    }
    Poco::Net::HTTPResponse res;
    auto& in = session.receiveResponse(res);
    HttpResult out;
    out.status = res.getStatus();
    out.content_type = res.getContentType();
    Poco::StreamCopier::copyToString(in, out.body);
    return out;
  }

 private:
  void stop() {
    if (!handle_) return;
    if (Poco::Process::isRunning(*handle_)) Poco::Process::requestTermination(handle_->id());
    handle_->wait();
    handle_.reset();
  }

  int port_;
  std::unique_ptr<Poco::ProcessHandle> handle_;
};

}  // namespace proofreader::testing
