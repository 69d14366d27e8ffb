// SseBroadcaster: serves every open job stream (SSE) from one thread.
//
// The stream handler sends the response headers, detaches the connection's
// socket from Poco's server thread and hands it over here, so an idle stream
// costs a socket and a few hundred bytes, not a thread. The loop pulls new
// events from JobEvents (woken by each publish), writes them without
// blocking, sends a keep-alive comment every 15 s of silence, notices
// clients that went away, and closes a stream after its last event.
// Thread-safe; the destructor closes every stream and joins the thread.
#pragma once

#include <Poco/Net/StreamSocket.h>

#include <chrono>
#include <condition_variable>
#include <list>
#include <mutex>
#include <string>
#include <thread>

#include "jobs/JobEvents.hpp"

namespace proofreader::host {

class SseBroadcaster {
 public:
  explicit SseBroadcaster(JobEvents& events);
  ~SseBroadcaster();

  // Streams the events of `job_id` after `last_id` on `socket` (headers
  // already sent), then closes it.
  void adopt(Poco::Net::StreamSocket socket, const std::string& job_id, long long last_id);
  std::size_t open_streams();

 private:
  struct Stream {
    Poco::Net::StreamSocket socket;
    std::string job_id;
    long long last_id = 0;
    std::string pending;
    bool ended = false;
    std::chrono::steady_clock::time_point last_write;
  };
  void loop();
  // False when the stream is finished or its client gone.
  bool serve(Stream& stream, std::chrono::steady_clock::time_point now);

  JobEvents& events_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::list<Stream> streams_;
  bool dirty_ = false;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace proofreader::host
