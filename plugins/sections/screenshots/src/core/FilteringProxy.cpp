#include "FilteringProxy.hpp"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cctype>
#include <chrono>
#include <cstring>
#include <memory>
#include <optional>
#include <stdexcept>

namespace proofreader::screenshots {
namespace {

constexpr int kPollMs = 200;
constexpr std::size_t kMaxHeadBytes = 64 * 1024;

bool send_all(int fd, std::string_view data) {
  while (!data.empty()) {
    const ssize_t sent = ::send(fd, data.data(), data.size(), MSG_NOSIGNAL);
    if (sent <= 0) return false;
    data.remove_prefix(static_cast<std::size_t>(sent));
  }
  return true;
}

void answer(int client, int status, const std::string& reason_phrase, const std::string& text) {
  send_all(client, "HTTP/1.1 " + std::to_string(status) + " " + reason_phrase +
                       "\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: " +
                       std::to_string(text.size()) + "\r\nConnection: close\r\n\r\n" + text);
}

struct Target {
  std::string host;  // without brackets
  int port = 0;
  std::string path;  // origin-form for absolute-form requests
};

// "host:port" or "[v6]:port".
std::optional<Target> authority(std::string_view text, int default_port) {
  Target target;
  target.port = default_port;
  if (const std::size_t at = text.rfind('@'); at != std::string_view::npos) text.remove_prefix(at + 1);
  std::string_view port_text;
  if (!text.empty() && text.front() == '[') {
    const std::size_t close = text.find(']');
    if (close == std::string_view::npos) return std::nullopt;
    target.host = std::string(text.substr(1, close - 1));
    if (close + 1 < text.size()) {
      if (text[close + 1] != ':') return std::nullopt;
      port_text = text.substr(close + 2);
    }
  } else {
    const std::size_t colon = text.rfind(':');
    target.host = std::string(text.substr(0, colon));
    if (colon != std::string_view::npos) port_text = text.substr(colon + 1);
  }
  if (!port_text.empty()) {
    int port = 0;
    for (char c : port_text) {
      if (!std::isdigit(static_cast<unsigned char>(c)) || port > 65535) return std::nullopt;
      port = port * 10 + (c - '0');
    }
    target.port = port;
  }
  if (target.host.empty() || target.port <= 0 || target.port > 65535) return std::nullopt;
  return target;
}

bool header_is(std::string_view line, std::string_view name) {
  if (line.size() <= name.size() || line[name.size()] != ':') return false;
  for (std::size_t i = 0; i < name.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(line[i])) != name[i]) return false;
  return true;
}

// The request head for the origin server: origin-form target, hop-by-hop and
// proxy headers dropped, one request per connection.
std::string upstream_head(std::string_view method, const Target& target, std::string_view version,
                          std::string_view header_lines) {
  std::string head = std::string(method) + " " + target.path + " " + std::string(version) + "\r\n";
  while (!header_lines.empty()) {
    const std::size_t end = header_lines.find("\r\n");
    const std::string_view line = header_lines.substr(0, end);
    header_lines = end == std::string_view::npos ? std::string_view() : header_lines.substr(end + 2);
    if (line.empty() || header_is(line, "proxy-connection") || header_is(line, "proxy-authorization") ||
        header_is(line, "connection") || header_is(line, "keep-alive"))
      continue;
    head.append(line).append("\r\n");
  }
  return head + "Connection: close\r\n\r\n";
}

}  // namespace

FilteringProxy::FilteringProxy(netrules::AddressPolicy policy, Limits limits)
    : policy_(std::move(policy)), limits_(limits) {
  listener_ = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (listener_ < 0) throw std::runtime_error("proxy: cannot open a socket");
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  socklen_t length = sizeof address;
  if (::bind(listener_, reinterpret_cast<sockaddr*>(&address), length) != 0 || ::listen(listener_, 64) != 0 ||
      ::getsockname(listener_, reinterpret_cast<sockaddr*>(&address), &length) != 0) {
    ::close(listener_);
    throw std::runtime_error("proxy: cannot listen on 127.0.0.1");
  }
  port_ = ntohs(address.sin_port);
  acceptor_ = std::thread([this] { accept_loop(); });
}

FilteringProxy::~FilteringProxy() {
  stopping_ = true;
  acceptor_.join();
  ::close(listener_);
  for (std::thread& worker : workers_) worker.join();
}

std::vector<std::string> FilteringProxy::refusals() const {
  std::lock_guard lock(mutex_);
  return refusals_;
}

std::vector<std::string> FilteringProxy::requested() const {
  std::lock_guard lock(mutex_);
  return requested_;
}

void FilteringProxy::refuse(const std::string& target, const std::string& reason) {
  std::lock_guard lock(mutex_);
  if (refusals_.size() < 200) refusals_.push_back(target + " — " + reason);
}

void FilteringProxy::accept_loop() {
  while (!stopping_) {
    pollfd wait{listener_, POLLIN, 0};
    if (::poll(&wait, 1, kPollMs) <= 0) continue;
    const int client = ::accept4(listener_, nullptr, nullptr, SOCK_CLOEXEC);
    if (client < 0) continue;
    if (active_ >= limits_.max_connections) {
      ::close(client);
      continue;
    }
    ++active_;
    workers_.emplace_back([this, client] {
      serve(client);
      ::close(client);
      --active_;
    });
  }
}

void FilteringProxy::serve(int client) {
  // The request head, read under the idle timeout and the stop flag.
  std::string buffer;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(limits_.idle_timeout_ms);
  std::size_t head_end;
  while ((head_end = buffer.find("\r\n\r\n")) == std::string::npos) {
    if (stopping_ || buffer.size() > kMaxHeadBytes || std::chrono::steady_clock::now() > deadline) return;
    pollfd wait{client, POLLIN, 0};
    if (::poll(&wait, 1, kPollMs) <= 0) continue;
    char chunk[8192];
    const ssize_t got = ::recv(client, chunk, sizeof chunk, 0);
    if (got <= 0) return;
    buffer.append(chunk, static_cast<std::size_t>(got));
  }
  const std::string_view head(buffer.data(), head_end + 2);
  const std::size_t line_end = head.find("\r\n");
  const std::string_view request_line = head.substr(0, line_end);
  const std::size_t first_space = request_line.find(' ');
  const std::size_t second_space = request_line.rfind(' ');
  if (first_space == std::string_view::npos || second_space <= first_space) {
    answer(client, 400, "Bad Request", "malformed request line");
    return;
  }
  const std::string_view method = request_line.substr(0, first_space);
  const std::string_view uri = request_line.substr(first_space + 1, second_space - first_space - 1);
  const std::string_view version = request_line.substr(second_space + 1);
  std::string rest = buffer.substr(head_end + 4);

  std::optional<Target> target;
  const bool tunnel = method == "CONNECT";
  if (tunnel) {
    target = authority(uri, 443);
  } else {
    const std::size_t scheme_end = uri.find("://");
    if (scheme_end == std::string_view::npos) {
      answer(client, 400, "Bad Request", "a proxy request needs an absolute URL");
      return;
    }
    if (const auto refusal = netrules::AddressPolicy::scheme_refusal(uri.substr(0, scheme_end))) {
      refuse(std::string(uri.substr(0, 200)), refusal->en);
      answer(client, 403, "Forbidden", refusal->en);
      return;
    }
    const std::string_view after = uri.substr(scheme_end + 3);
    const std::size_t path_start = after.find_first_of("/?#");
    target = authority(after.substr(0, path_start), uri.substr(0, scheme_end) == "https" ? 443 : 80);
    if (target) {
      target->path = path_start == std::string_view::npos ? "/" : std::string(after.substr(path_start));
      if (target->path.front() != '/') target->path.insert(0, "/");
      if (const std::size_t hash = target->path.find('#'); hash != std::string::npos)
        target->path.resize(hash);
    }
  }
  if (!target) {
    answer(client, 400, "Bad Request", "malformed target");
    return;
  }
  {
    std::lock_guard lock(mutex_);
    requested_.push_back(target->host + ":" + std::to_string(target->port));
  }

  std::string reason;
  const int upstream = open_upstream(target->host, target->port, reason);
  if (upstream < 0) {
    refuse(target->host + ":" + std::to_string(target->port), reason);
    answer(client, 403, "Forbidden", reason);
    return;
  }
  if (tunnel) {
    send_all(client, "HTTP/1.1 200 Connection Established\r\n\r\n");
    relay(client, upstream, std::move(rest));
  } else {
    const std::string_view header_lines = head.substr(line_end + 2);
    relay(client, upstream, upstream_head(method, *target, version, header_lines) + rest);
  }
  ::close(upstream);
}

int FilteringProxy::open_upstream(const std::string& host, int port, std::string& reason) {
  addrinfo hints{};
  hints.ai_socktype = SOCK_STREAM;
  hints.ai_family = AF_UNSPEC;
  addrinfo* found = nullptr;
  if (::getaddrinfo(host.c_str(), std::to_string(port).c_str(), &hints, &found) != 0) {
    reason = "cannot resolve " + host;
    return -1;
  }
  std::unique_ptr<addrinfo, decltype(&::freeaddrinfo)> guard(found, &::freeaddrinfo);
  const bool exempt = policy_.host_exempt(host);
  reason = "no address of " + host + " answered";
  for (const addrinfo* a = found; a; a = a->ai_next) {
    const std::optional<netrules::IpAddress> ip = netrules::ip_from(a->ai_addr);
    if (!ip) continue;
    if (!exempt) {
      if (const auto refusal = policy_.refusal_for(*ip)) {
        reason = refusal->en;
        continue;
      }
    }
    // Connects to the address just judged: a second lookup could answer otherwise (DNS rebinding).
    const int fd = ::socket(a->ai_family, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
    if (fd < 0) continue;
    if (::connect(fd, a->ai_addr, a->ai_addrlen) != 0 && errno == EINPROGRESS) {
      pollfd wait{fd, POLLOUT, 0};
      int error = ETIMEDOUT;
      socklen_t size = sizeof error;
      if (::poll(&wait, 1, limits_.connect_timeout_ms) == 1)
        ::getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &size);
      if (error != 0) {
        ::close(fd);
        continue;
      }
    }
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    return fd;
  }
  return -1;
}

void FilteringProxy::relay(int client, int upstream, std::string pending_to_upstream) {
  if (!send_all(upstream, pending_to_upstream)) return;
  timeval send_timeout{limits_.idle_timeout_ms / 1000, 0};
  ::setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &send_timeout, sizeof send_timeout);
  ::setsockopt(upstream, SOL_SOCKET, SO_SNDTIMEO, &send_timeout, sizeof send_timeout);
  auto last_activity = std::chrono::steady_clock::now();
  char chunk[16384];
  while (!stopping_) {
    pollfd wait[2] = {{client, POLLIN, 0}, {upstream, POLLIN, 0}};
    const int ready = ::poll(wait, 2, kPollMs);
    if (ready < 0) return;
    if (ready == 0) {
      if (std::chrono::steady_clock::now() - last_activity >
          std::chrono::milliseconds(limits_.idle_timeout_ms))
        return;
      continue;
    }
    last_activity = std::chrono::steady_clock::now();
    for (int side = 0; side < 2; ++side) {
      if (!(wait[side].revents & (POLLIN | POLLHUP | POLLERR))) continue;
      const ssize_t got = ::recv(wait[side].fd, chunk, sizeof chunk, 0);
      if (got <= 0) return;
      if (side == 1 && (relayed_ += static_cast<std::size_t>(got)) > limits_.max_bytes) return;
      if (!send_all(wait[1 - side].fd, std::string_view(chunk, static_cast<std::size_t>(got)))) return;
    }
  }
}

}  // namespace proofreader::screenshots
