// A real HTTP proxy for the fetch tests, on 127.0.0.1 (an ephemeral port): it
// answers CONNECT with a tunnel and records every request line it was sent
// (an absolute-form "GET http://..." is recorded and refused with 502).
// Whatever address a CONNECT names, the tunnel goes to `upstream_port` on
// 127.0.0.1: the tests check what the proxy was asked, the test server what
// Host it saw. One thread accepts and serves connections one at a time.
#pragma once

#include <Poco/Net/ServerSocket.h>

#include <atomic>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace proofreader::test {

class ConnectProxy {
 public:
  explicit ConnectProxy(int upstream_port);
  ~ConnectProxy();

  std::string url() const;  // "http://127.0.0.1:<port>"
  std::vector<std::string> requests() const;

 private:
  void serve();
  void handle(Poco::Net::StreamSocket client);

  int upstream_port_;
  Poco::Net::ServerSocket listener_;
  std::atomic<bool> stopping_{false};
  mutable std::mutex mutex_;
  std::vector<std::string> requests_;
  std::thread thread_;
};

}  // namespace proofreader::test
