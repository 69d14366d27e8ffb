// LocalHttpServer: a real Poco HTTP server on 127.0.0.1 and a port the kernel
// chooses, which hands every request to a handler made by one function. The
// shape of every stand-in for an outside service in the tests (model API,
// identity provider, grammar server, web pages). Handlers run on the
// server's threads, a pool of its own. Started by the constructor; the
// destructor stops it and joins those threads (a request in progress runs to
// its end), so no handler outlives the server or runs while the process exits
// (Poco's static strings are gone by then), and it must be declared after
// what its handlers use.
#pragma once

#include <Poco/Net/HTTPRequestHandler.h>
#include <Poco/Net/HTTPRequestHandlerFactory.h>
#include <Poco/Net/HTTPServer.h>
#include <Poco/Net/HTTPServerParams.h>
#include <Poco/Net/ServerSocket.h>
#include <Poco/ThreadPool.h>

#include <functional>
#include <memory>
#include <string>

namespace proofreader::test {

class LocalHttpServer {
 public:
  // Returns a new handler for one request; the server deletes it.
  using MakeHandler = std::function<Poco::Net::HTTPRequestHandler*()>;

  explicit LocalHttpServer(MakeHandler make, int max_threads = 8) : pool_(1, max_threads + 1) {
    Poco::Net::ServerSocket socket(Poco::Net::SocketAddress("127.0.0.1", 0), 64);
    Poco::Net::HTTPServerParams::Ptr params = new Poco::Net::HTTPServerParams;
    params->setMaxThreads(max_threads);
    server_ = std::make_unique<Poco::Net::HTTPServer>(new Factory(std::move(make)), pool_, socket, params);
    server_->start();
  }
  ~LocalHttpServer() {
    server_->stopAll(true);
    pool_.joinAll();
  }
  LocalHttpServer(const LocalHttpServer&) = delete;
  LocalHttpServer& operator=(const LocalHttpServer&) = delete;

  int port() const { return server_->port(); }
  // "http://127.0.0.1:<port><path>"
  std::string url(const std::string& path = "") const {
    return "http://127.0.0.1:" + std::to_string(port()) + path;
  }

 private:
  class Factory : public Poco::Net::HTTPRequestHandlerFactory {
   public:
    explicit Factory(MakeHandler make) : make_(std::move(make)) {}
    Poco::Net::HTTPRequestHandler* createRequestHandler(const Poco::Net::HTTPServerRequest&) override {
      return make_();
    }

   private:
    MakeHandler make_;
  };

  Poco::ThreadPool pool_;  // outlives server_
  std::unique_ptr<Poco::Net::HTTPServer> server_;
};

}  // namespace proofreader::test
