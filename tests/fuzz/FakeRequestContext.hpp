// FakeRequestContext: a route handler's view of a FakeServerRequest, for the
// fuzz targets of the host's body parsing (FormUpload, BodyFields). body() is
// the request's body as sent; json() goes through the host's own
// parse_json_body. One per input, on the fuzzing thread.
#pragma once

#include <proofreader/sdk/http.hpp>
#include <proofreader/sdk/routes.hpp>
#include <string>

#include "FakeExchange.hpp"

namespace proofreader::fuzz {

class FakeRequestContext : public sdk::RequestContext {
 public:
  explicit FakeRequestContext(FakeServerRequest& request) : request_(request) {}

  Poco::Net::HTTPServerRequest& request() override { return request_; }
  Poco::Net::HTTPServerResponse& response() override { return request_.fake_response(); }
  const std::string& param(const std::string&) const override { throw sdk::ApiError::not_found(); }
  std::string query(const std::string&, const std::string& fallback) const override { return fallback; }
  const sdk::User& user() const override { return user_; }
  const std::string& locale() const override { return locale_; }
  const std::string& body() override { return request_.body(); }
  Poco::Dynamic::Var json() override;
  void send_json(const Poco::Dynamic::Var&, int) override {}
  void audit(const std::string&, const std::string&) override {}

 private:
  FakeServerRequest& request_;
  sdk::User user_{1, "fuzz", "admin"};
  std::string locale_ = "en";
};

}  // namespace proofreader::fuzz
