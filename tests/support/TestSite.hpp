// TestSite: pages for the screenshot tests on a LocalHttpServer — fixed bodies
// by path, redirects, a page that never finishes, and a count of requests
// per path (so a test can prove a forbidden address got nothing).
#pragma once

#include <Poco/Net/HTTPRequestHandler.h>
#include <Poco/Net/HTTPServerRequest.h>
#include <Poco/Net/HTTPServerResponse.h>

#include <atomic>
#include <chrono>
#include <map>
#include <mutex>
#include <string>
#include <thread>

#include "LocalHttpServer.hpp"

namespace proofreader::test {

class TestSite {
 public:
  struct Page {
    std::string body;
    std::string type = "text/html; charset=utf-8";
    std::string redirect_to;  // answered 302 when set
    bool never_finishes = false;
  };
  static Page html(std::string body) { return Page{std::move(body), "text/html; charset=utf-8", "", false}; }
  static Page typed(std::string body, std::string type) {
    return Page{std::move(body), std::move(type), "", false};
  }
  static Page redirect(std::string to) { return Page{"", "", std::move(to), false}; }
  static Page never_finishing(std::string body) { return Page{std::move(body), "text/html", "", true}; }

  TestSite() : server_([this] { return new Handler(*this); }) {}
  ~TestSite() { stopping_ = true; }

  void set(const std::string& path, Page page) {
    std::lock_guard lock(mutex_);
    pages_[path] = std::move(page);
  }
  int hits(const std::string& path) const {
    std::lock_guard lock(mutex_);
    auto it = hits_.find(path);
    return it == hits_.end() ? 0 : it->second;
  }
  int total_hits() const {
    std::lock_guard lock(mutex_);
    int total = 0;
    for (const auto& [path, count] : hits_) total += count;
    return total;
  }
  int port() const { return server_.port(); }
  // The page under the host name "localhost" (the tests allowlist that name only).
  std::string url(const std::string& path) const {
    return "http://localhost:" + std::to_string(port()) + path;
  }
  // The same server by its loopback address, which the rules refuse.
  std::string loopback_url(const std::string& path) const { return server_.url(path); }

 private:
  class Handler : public Poco::Net::HTTPRequestHandler {
   public:
    explicit Handler(TestSite& site) : site_(site) {}
    void handleRequest(Poco::Net::HTTPServerRequest& request,
                       Poco::Net::HTTPServerResponse& response) override {
      Page page;
      bool found = false;
      {
        std::lock_guard lock(site_.mutex_);
        ++site_.hits_[request.getURI()];
        auto it = site_.pages_.find(request.getURI());
        if (it != site_.pages_.end()) page = it->second, found = true;
      }
      if (!found) {
        response.setStatus(Poco::Net::HTTPResponse::HTTP_NOT_FOUND);
        response.send() << "not found";
        return;
      }
      if (!page.redirect_to.empty()) {
        response.redirect(page.redirect_to, Poco::Net::HTTPResponse::HTTP_FOUND);
        return;
      }
      response.setContentType(page.type);
      if (page.never_finishes) {
        response.setChunkedTransferEncoding(true);
        std::ostream& out = response.send();
        out << page.body << std::flush;
        for (int i = 0; i < 300 && !site_.stopping_; ++i)
          std::this_thread::sleep_for(std::chrono::milliseconds(50));
        return;
      }
      response.setContentLength(static_cast<std::streamsize>(page.body.size()));
      response.send() << page.body;
    }

   private:
    TestSite& site_;
  };

  mutable std::mutex mutex_;
  std::map<std::string, Page> pages_;
  std::map<std::string, int> hits_;
  std::atomic<bool> stopping_{false};
  LocalHttpServer server_;
};

}  // namespace proofreader::test
