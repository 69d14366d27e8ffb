#include "connect_proxy.hpp"

#include <Poco/Net/SocketAddress.h>
#include <Poco/Net/StreamSocket.h>
#include <poll.h>

namespace proofreader::test {

ConnectProxy::ConnectProxy(int upstream_port)
    : upstream_port_(upstream_port), listener_(Poco::Net::SocketAddress("127.0.0.1", 0)) {
  thread_ = std::thread([this] { serve(); });
}

ConnectProxy::~ConnectProxy() {
  stopping_ = true;
  listener_.close();
  thread_.join();
}

std::string ConnectProxy::url() const {
  return "http://127.0.0.1:" + std::to_string(listener_.address().port());
}

std::vector<std::string> ConnectProxy::requests() const {
  std::lock_guard lock(mutex_);
  return requests_;
}

void ConnectProxy::serve() {
  while (!stopping_) {
    try {
      if (!listener_.poll(Poco::Timespan(0, 100000), Poco::Net::Socket::SELECT_READ)) continue;
      handle(listener_.acceptConnection());
    } catch (const Poco::Exception&) {
      // closed while stopping, or a client that went away
    }
  }
}

void ConnectProxy::handle(Poco::Net::StreamSocket client) {
  client.setReceiveTimeout(Poco::Timespan(5, 0));
  std::string head;
  char c;
  while (head.find("\r\n\r\n") == std::string::npos && head.size() < 8192 && client.receiveBytes(&c, 1) == 1)
    head += c;
  const std::string line = head.substr(0, head.find("\r\n"));
  {
    std::lock_guard lock(mutex_);
    requests_.push_back(line);
  }
  if (line.rfind("CONNECT ", 0) != 0) {
    const std::string refusal = "HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\nConnection: close\r\n\r\n";
    client.sendBytes(refusal.data(), static_cast<int>(refusal.size()));
    return;
  }
  Poco::Net::StreamSocket upstream(Poco::Net::SocketAddress("127.0.0.1", upstream_port_));
  const std::string established = "HTTP/1.1 200 Connection established\r\n\r\n";
  client.sendBytes(established.data(), static_cast<int>(established.size()));
  // Copies both ways until either side closes.
  pollfd fds[2] = {{client.impl()->sockfd(), POLLIN, 0}, {upstream.impl()->sockfd(), POLLIN, 0}};
  char buffer[16384];
  while (!stopping_ && ::poll(fds, 2, 5000) > 0) {
    for (int i = 0; i < 2; ++i) {
      if (!(fds[i].revents & (POLLIN | POLLHUP))) continue;
      Poco::Net::StreamSocket& from = i == 0 ? client : upstream;
      Poco::Net::StreamSocket& to = i == 0 ? upstream : client;
      const int n = from.receiveBytes(buffer, sizeof buffer);
      if (n <= 0) return;
      to.sendBytes(buffer, n);
    }
  }
}

}  // namespace proofreader::test
