// FilteringProxy: the one way the capture browser reaches the network. An
// HTTP forward proxy (absolute-form requests and CONNECT tunnels) on
// 127.0.0.1 and a port the kernel chooses. For every connection it opens it
// resolves the name itself and judges each address by the AddressPolicy
// (spec §8.2) before connecting to that very address, so sub-resources,
// redirects (each one a new request through the proxy) and DNS rebinding
// (the address judged is the address connected) all obey the rules. A
// refused connection gets 403 and is recorded.
//
// One proxy per capture. Owns its accept thread and one thread per client
// connection; the destructor closes every socket and joins them all.
#pragma once

#include <atomic>
#include <cstddef>
#include <list>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "netrules/AddressPolicy.hpp"

namespace proofreader::screenshots {

class FilteringProxy {
 public:
  struct Limits {
    int connect_timeout_ms = 10000;
    int idle_timeout_ms = 30000;
    std::size_t max_bytes = 200u << 20;  // relayed from the network, all connections together
    int max_connections = 64;            // at once
  };

  FilteringProxy(netrules::AddressPolicy policy, Limits limits);
  ~FilteringProxy();
  FilteringProxy(const FilteringProxy&) = delete;
  FilteringProxy& operator=(const FilteringProxy&) = delete;

  int port() const { return port_; }
  // "host:port — reason" for each refused connection, in order (thread-safe).
  std::vector<std::string> refusals() const;
  // "host:port" of every well-formed request or tunnel the browser asked
  // for, allowed or not, in order: what the capture made the browser reach
  // for (thread-safe).
  std::vector<std::string> requested() const;

 private:
  void accept_loop();
  void serve(int client);
  void refuse(const std::string& target, const std::string& reason);
  // A connected socket to host:port under the policy, or -1 (reason set).
  int open_upstream(const std::string& host, int port, std::string& reason);
  void relay(int client, int upstream, std::string pending_to_upstream);

  netrules::AddressPolicy policy_;
  Limits limits_;
  int listener_ = -1;
  int port_ = 0;
  std::atomic<bool> stopping_{false};
  std::atomic<std::size_t> relayed_{0};
  std::atomic<int> active_{0};
  mutable std::mutex mutex_;
  std::vector<std::string> refusals_;
  std::vector<std::string> requested_;
  std::list<std::thread> workers_;
  std::thread acceptor_;
};

}  // namespace proofreader::screenshots
