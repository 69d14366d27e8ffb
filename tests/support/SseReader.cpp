#include "SseReader.hpp"

#include <Poco/Net/HTTPRequest.h>

namespace proofreader::test {

SseReader::SseReader(const std::string& host, int port, const std::string& path, const std::string& session,
                     long long last_event_id)
    : session_(host, static_cast<Poco::UInt16>(port)) {
  session_.setTimeout(Poco::Timespan(60, 0));
  Poco::Net::HTTPRequest request("GET", path, Poco::Net::HTTPMessage::HTTP_1_1);
  request.set("Cookie", "proofreader_session=" + session);
  request.set("Accept", "text/event-stream");
  if (last_event_id > 0) request.set("Last-Event-ID", std::to_string(last_event_id));
  session_.sendRequest(request);
  in_ = &session_.receiveResponse(response_);
  status_ = response_.getStatus();
}

std::optional<SseEvent> SseReader::next() {
  SseEvent event;
  std::string line;
  bool any = false;
  while (std::getline(*in_, line)) {
    if (line.empty()) {
      if (any && !event.name.empty()) {
        event.at = std::chrono::steady_clock::now();
        return event;
      }
      any = false;
      continue;
    }
    if (line[0] == ':') continue;
    any = true;
    const auto colon = line.find(':');
    const std::string field = line.substr(0, colon);
    std::string value = colon == std::string::npos ? "" : line.substr(colon + 1);
    if (!value.empty() && value[0] == ' ') value.erase(0, 1);
    if (field == "id") event.id = std::stoll(value);
    else if (field == "event") event.name = value;
    else if (field == "data") event.data += value;
  }
  return std::nullopt;
}

}  // namespace proofreader::test
