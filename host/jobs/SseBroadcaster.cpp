#include "jobs/SseBroadcaster.hpp"

#include <poll.h>
#include <sys/socket.h>

#include <cerrno>

namespace proofreader::host {

namespace {
constexpr auto kKeepAlive = std::chrono::seconds(15);
constexpr auto kTick = std::chrono::milliseconds(500);
}  // namespace

SseBroadcaster::SseBroadcaster(JobEvents& events) : events_(events) {
  events_.add_listener([this](const std::string&, const JobEvents::Event&) {
    {
      std::lock_guard lock(mutex_);
      dirty_ = true;
    }
    wake_.notify_one();
  });
  thread_ = std::thread([this] { loop(); });
}

SseBroadcaster::~SseBroadcaster() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_one();
  thread_.join();
  for (auto& s : streams_) s.socket.close();
}

void SseBroadcaster::adopt(Poco::Net::StreamSocket socket, const std::string& job_id, long long last_id) {
  {
    std::lock_guard lock(mutex_);
    streams_.push_back(
        Stream{std::move(socket), job_id, last_id, "", false, std::chrono::steady_clock::now()});
    dirty_ = true;
  }
  wake_.notify_one();
}

std::size_t SseBroadcaster::open_streams() {
  std::lock_guard lock(mutex_);
  return streams_.size();
}

bool SseBroadcaster::serve(Stream& s, std::chrono::steady_clock::time_point now) {
  const int fd = s.socket.impl()->sockfd();
  // A client that closed its end shows as readable with nothing to read.
  pollfd p{fd, POLLIN, 0};
  if (::poll(&p, 1, 0) > 0) {
    char probe;
    const auto n = ::recv(fd, &probe, 1, MSG_PEEK | MSG_DONTWAIT);
    if (n == 0 || (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK) || (p.revents & (POLLHUP | POLLERR)))
      return false;
  }
  if (s.pending.empty() && !s.ended) {
    bool ended = false;
    for (const auto& e : events_.since(s.job_id, s.last_id, &ended)) {
      s.pending += "id: " + std::to_string(e.id) + "\nevent: " + e.name + "\ndata: " + e.data + "\n\n";
      s.last_id = e.id;
    }
    s.ended = ended;
  }
  if (s.pending.empty() && !s.ended && now - s.last_write >= kKeepAlive) s.pending = ": keep-alive\n\n";
  while (!s.pending.empty()) {
    const auto n = ::send(fd, s.pending.data(), s.pending.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
    if (n < 0) {
      if (errno == EAGAIN || errno == EWOULDBLOCK) return true;  // the client reads slowly; try later
      return false;
    }
    s.pending.erase(0, static_cast<std::size_t>(n));
    s.last_write = now;
  }
  return !s.ended;
}

void SseBroadcaster::loop() {
  std::unique_lock lock(mutex_);
  while (!stopping_) {
    wake_.wait_for(lock, kTick, [this] { return dirty_ || stopping_; });
    dirty_ = false;
    const auto now = std::chrono::steady_clock::now();
    for (auto it = streams_.begin(); it != streams_.end();) {
      if (serve(*it, now)) {
        ++it;
        continue;
      }
      try {
        it->socket.shutdown();
      } catch (const Poco::Exception&) {
      }
      it->socket.close();
      it = streams_.erase(it);
    }
  }
}

}  // namespace proofreader::host
