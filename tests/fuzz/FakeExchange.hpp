// FakeExchange: an HTTP request and response held in memory, for the fuzz
// targets that drive request parsing (the multipart parser, JSON bodies, the
// grammar server's handler) without sockets. The request's body is the
// fuzzer's input; the response is written to a string. Poco's own parsing
// (HTMLForm, MultipartReader) sees exactly what a server connection gives it.
// One per input, on the fuzzing thread.
#pragma once

#include <Poco/Net/HTTPServerParams.h>
#include <Poco/Net/HTTPServerRequest.h>
#include <Poco/Net/HTTPServerResponse.h>
#include <Poco/Net/SocketAddress.h>

#include <sstream>
#include <string>

namespace proofreader::fuzz {

class FakeServerResponse : public Poco::Net::HTTPServerResponse {
 public:
  void sendContinue() override {}
  std::ostream& send() override {
    sent_ = true;
    return body_;
  }
  void sendFile(const std::string&, const std::string&) override { sent_ = true; }
  void sendBuffer(const void* buffer, std::size_t length) override {
    sent_ = true;
    body_.write(static_cast<const char*>(buffer), static_cast<std::streamsize>(length));
  }
  void redirect(const std::string&, HTTPStatus status) override {
    setStatus(status);
    sent_ = true;
  }
  void requireAuthentication(const std::string&) override { setStatus(HTTP_UNAUTHORIZED); }
  bool sent() const override { return sent_; }

  std::string body() const { return body_.str(); }

 private:
  std::ostringstream body_;
  bool sent_ = false;
};

class FakeServerRequest : public Poco::Net::HTTPServerRequest {
 public:
  FakeServerRequest(const std::string& method, const std::string& uri, const std::string& content_type,
                    std::string body);

  std::istream& stream() override { return body_; }
  const Poco::Net::SocketAddress& clientAddress() const override { return address_; }
  const Poco::Net::SocketAddress& serverAddress() const override { return address_; }
  const Poco::Net::HTTPServerParams& serverParams() const override { return *params_; }
  Poco::Net::HTTPServerResponse& response() const override { return response_; }
  bool secure() const override { return false; }

  const std::string& body() const { return text_; }
  FakeServerResponse& fake_response() { return response_; }

 private:
  std::string text_;
  std::istringstream body_;
  Poco::Net::SocketAddress address_{"127.0.0.1", 8000};
  Poco::Net::HTTPServerParams::Ptr params_ = new Poco::Net::HTTPServerParams;
  mutable FakeServerResponse response_;
};

}  // namespace proofreader::fuzz
