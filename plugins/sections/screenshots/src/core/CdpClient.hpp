// CdpClient: a minimal Chrome DevTools Protocol client over one WebSocket
// (Poco::Net::WebSocket) to the browser endpoint. Commands are sent with
// increasing ids and answered in order of arrival; events that arrive while
// a command waits are kept for wait_event. Flat sessions: a command for a
// page carries the sessionId Target.attachToTarget gave.
//
// Not thread-safe: one capture uses it on one thread.
#pragma once

#include <Poco/JSON/Object.h>
#include <Poco/Net/HTTPClientSession.h>
#include <Poco/Net/WebSocket.h>

#include <chrono>
#include <deque>
#include <memory>
#include <stdexcept>
#include <string>

namespace proofreader::screenshots {

// The protocol failed: an error answer, a closed socket or the deadline.
class CdpError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class CdpClient {
 public:
  using Clock = std::chrono::steady_clock;

  // Connects to ws://127.0.0.1:<port><path>.
  CdpClient(int port, const std::string& path, std::chrono::milliseconds connect_timeout);
  ~CdpClient();

  // Sends a command and returns its "result"; throws CdpError on an "error"
  // answer or when nothing answers by `deadline`.
  Poco::JSON::Object::Ptr call(const std::string& method, Poco::JSON::Object::Ptr params,
                               const std::string& session_id, Clock::time_point deadline);
  // The params of the first event `method` for `session_id` (kept or new).
  Poco::JSON::Object::Ptr wait_event(const std::string& method, const std::string& session_id,
                                     Clock::time_point deadline);

 private:
  Poco::JSON::Object::Ptr receive(Clock::time_point deadline);

  std::unique_ptr<Poco::Net::HTTPClientSession> http_;
  std::unique_ptr<Poco::Net::WebSocket> socket_;
  int next_id_ = 1;
  std::deque<Poco::JSON::Object::Ptr> events_;
};

}  // namespace proofreader::screenshots
