// SseReader: reads a job's event stream (GET /api/jobs/{id}/stream) event by
// event, noting when each arrived.
#pragma once

#include <Poco/Net/HTTPClientSession.h>
#include <Poco/Net/HTTPResponse.h>

#include <chrono>
#include <memory>
#include <optional>
#include <string>

namespace proofreader::test {

struct SseEvent {
  long long id = 0;
  std::string name;
  std::string data;
  std::chrono::steady_clock::time_point at;
};

class SseReader {
 public:
  SseReader(const std::string& host, int port, const std::string& path, const std::string& session,
            long long last_event_id = 0);
  int status() const { return status_; }
  std::string header(const std::string& name) const { return response_.get(name, ""); }
  // The next event; nullopt when the stream ended.
  std::optional<SseEvent> next();

 private:
  Poco::Net::HTTPClientSession session_;
  Poco::Net::HTTPResponse response_;
  std::istream* in_ = nullptr;
  int status_ = 0;
};

}  // namespace proofreader::test
