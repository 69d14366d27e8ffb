#include "CdpClient.hpp"

#include <Poco/Buffer.h>
#include <Poco/JSON/Parser.h>
#include <Poco/Net/HTTPRequest.h>
#include <Poco/Net/HTTPResponse.h>
#include <Poco/Net/NetException.h>

#include <sstream>

namespace proofreader::screenshots {
namespace {

Poco::Timespan until(CdpClient::Clock::time_point deadline) {
  const auto left = std::chrono::duration_cast<std::chrono::microseconds>(deadline - CdpClient::Clock::now());
  if (left.count() <= 0) throw CdpError("the browser did not answer in time");
  return Poco::Timespan(left.count());
}

}  // namespace

CdpClient::CdpClient(int port, const std::string& path, std::chrono::milliseconds connect_timeout) {
  http_ = std::make_unique<Poco::Net::HTTPClientSession>("127.0.0.1", static_cast<Poco::UInt16>(port));
  http_->setTimeout(
      Poco::Timespan(std::chrono::duration_cast<std::chrono::microseconds>(connect_timeout).count()));
  Poco::Net::HTTPRequest request(Poco::Net::HTTPRequest::HTTP_GET, path, Poco::Net::HTTPMessage::HTTP_1_1);
  Poco::Net::HTTPResponse response;
  try {
    socket_ = std::make_unique<Poco::Net::WebSocket>(*http_, request, response);
  } catch (const Poco::Exception& e) {
    throw CdpError("cannot open the DevTools socket: " + e.displayText());
  }
  socket_->setMaxPayloadSize(256 << 20);  // a full-page PNG in base64
}

CdpClient::~CdpClient() {
  try {
    socket_->shutdown();
  } catch (...) {
  }
}

Poco::JSON::Object::Ptr CdpClient::receive(Clock::time_point deadline) {
  Poco::Buffer<char> message(0);
  int flags = 0;
  do {
    socket_->setReceiveTimeout(until(deadline));
    try {
      const int got = socket_->receiveFrame(message, flags);
      if (got == 0 &&
          (flags & Poco::Net::WebSocket::FRAME_OP_BITMASK) == Poco::Net::WebSocket::FRAME_OP_CLOSE)
        throw CdpError("the browser closed the DevTools socket");
      if (got == 0 && flags == 0) throw CdpError("the browser closed the DevTools socket");
    } catch (const Poco::TimeoutException&) {
      throw CdpError("the browser did not answer in time");
    } catch (const Poco::Exception& e) {
      throw CdpError("DevTools socket: " + e.displayText());
    }
  } while (!(flags & Poco::Net::WebSocket::FRAME_FLAG_FIN));
  Poco::JSON::Parser parser;
  return parser.parse(std::string(message.begin(), message.size())).extract<Poco::JSON::Object::Ptr>();
}

Poco::JSON::Object::Ptr CdpClient::call(const std::string& method, Poco::JSON::Object::Ptr params,
                                        const std::string& session_id, Clock::time_point deadline) {
  const int id = next_id_++;
  Poco::JSON::Object command;
  command.set("id", id);
  command.set("method", method);
  command.set("params", params ? params : Poco::JSON::Object::Ptr(new Poco::JSON::Object));
  if (!session_id.empty()) command.set("sessionId", session_id);
  std::ostringstream text;
  command.stringify(text);
  const std::string frame = text.str();
  try {
    socket_->sendFrame(frame.data(), static_cast<int>(frame.size()), Poco::Net::WebSocket::FRAME_TEXT);
  } catch (const Poco::Exception& e) {
    throw CdpError("DevTools socket: " + e.displayText());
  }
  for (;;) {
    Poco::JSON::Object::Ptr message = receive(deadline);
    if (!message->has("id")) {
      if (events_.size() < 10000) events_.push_back(message);
      continue;
    }
    if (message->getValue<int>("id") != id) continue;
    if (Poco::JSON::Object::Ptr error = message->getObject("error"))
      throw CdpError(method + ": " + error->optValue<std::string>("message", "error"));
    Poco::JSON::Object::Ptr result = message->getObject("result");
    return result ? result : Poco::JSON::Object::Ptr(new Poco::JSON::Object);
  }
}

Poco::JSON::Object::Ptr CdpClient::wait_event(const std::string& method, const std::string& session_id,
                                              Clock::time_point deadline) {
  auto matches = [&](const Poco::JSON::Object::Ptr& m) {
    return m->optValue<std::string>("method", "") == method &&
           m->optValue<std::string>("sessionId", "") == session_id;
  };
  for (auto it = events_.begin(); it != events_.end(); ++it) {
    if (!matches(*it)) continue;
    Poco::JSON::Object::Ptr params = (*it)->getObject("params");
    events_.erase(it);
    return params;
  }
  for (;;) {
    Poco::JSON::Object::Ptr message = receive(deadline);
    if (matches(message)) return message->getObject("params");
    if (!message->has("id") && events_.size() < 10000) events_.push_back(message);
  }
}

}  // namespace proofreader::screenshots
