// The host's implementation of sdk::RequestContext: one per request, on the
// stack of the dispatching thread.
#pragma once

#include <map>
#include <optional>
#include <string>

#include <Poco/Net/NameValueCollection.h>
#include <proofreader/sdk/routes.hpp>

#include "http/HttpServices.hpp"

namespace proofreader::host {

class RequestContextImpl : public sdk::RequestContext {
 public:
  RequestContextImpl(const HttpServices& services, Poco::Net::HTTPServerRequest& request,
                     Poco::Net::HTTPServerResponse& response, std::map<std::string, std::string> params,
                     sdk::User user, std::string locale, std::string address);

  Poco::Net::HTTPServerRequest& request() override { return request_; }
  Poco::Net::HTTPServerResponse& response() override { return response_; }
  const std::string& param(const std::string& name) const override;
  std::string query(const std::string& name, const std::string& fallback) const override;
  const sdk::User& user() const override { return user_; }
  const std::string& locale() const override { return locale_; }
  const std::string& body() override;
  Poco::Dynamic::Var json() override;
  void send_json(const Poco::Dynamic::Var& value, int status) override;
  void audit(const std::string& action, const std::string& detail) override;

  const std::string& address() const { return address_; }
  // True when the request carried a body that nobody read: the connection
  // must then close, or the unread bytes would be taken for the next request.
  bool body_unread() const;
  // Sets the session cookie (empty id: expires it).
  void set_session_cookie(const std::string& id);

 private:
  const HttpServices& services_;
  Poco::Net::HTTPServerRequest& request_;
  Poco::Net::HTTPServerResponse& response_;
  std::map<std::string, std::string> params_;
  sdk::User user_;
  std::string locale_;
  std::string address_;
  std::optional<std::string> body_;
  Poco::Net::NameValueCollection query_;
};

}  // namespace proofreader::host
