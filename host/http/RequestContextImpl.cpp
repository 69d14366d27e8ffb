#include "http/RequestContextImpl.hpp"

#include <Poco/URI.h>

#include "audit/AuditLog.hpp"
#include "common/ToJson.hpp"
#include "config/Settings.hpp"
#include "http/ErrorBody.hpp"
#include "http/JsonBody.hpp"
#include "http/PublicUrl.hpp"

namespace proofreader::host {

RequestContextImpl::RequestContextImpl(const HttpServices& services, Poco::Net::HTTPServerRequest& request,
                                       Poco::Net::HTTPServerResponse& response,
                                       std::map<std::string, std::string> params, sdk::User user,
                                       std::string locale, std::string address)
    : services_(services),
      request_(request),
      response_(response),
      params_(std::move(params)),
      user_(std::move(user)),
      locale_(std::move(locale)),
      address_(std::move(address)) {
  try {
    for (const auto& [k, v] : Poco::URI(request.getURI()).getQueryParameters()) query_.add(k, v);
  } catch (const Poco::Exception&) {
    throw sdk::ApiError::bad_request("malformed query string", "Неверная строка запроса");
  }
}

const std::string& RequestContextImpl::param(const std::string& name) const {
  auto it = params_.find(name);
  if (it == params_.end()) throw sdk::ApiError::not_found();
  return it->second;
}

std::string RequestContextImpl::query(const std::string& name, const std::string& fallback) const {
  return query_.get(name, fallback);
}

const std::string& RequestContextImpl::body() {
  if (body_) return *body_;
  const auto limit = static_cast<std::size_t>(services_.max_body_bytes);
  std::string data;
  std::istream& in = request_.stream();
  char buffer[65536];
  while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
    data.append(buffer, static_cast<std::size_t>(in.gcount()));
    if (data.size() > limit) {
      response_.setKeepAlive(false);
      throw sdk::ApiError(413, "payload_too_large", "request body is larger than the limit",
                          "Тело запроса больше допустимого");
    }
  }
  body_ = std::move(data);
  return *body_;
}

Poco::Dynamic::Var RequestContextImpl::json() {
  return parse_json_body(body());
}

void RequestContextImpl::send_json(const Poco::Dynamic::Var& value, int status) {
  const std::string text = to_json(value);
  if (body_unread()) response_.setKeepAlive(false);
  response_.setStatusAndReason(static_cast<Poco::Net::HTTPResponse::HTTPStatus>(status));
  response_.setContentType("application/json; charset=utf-8");
  response_.set("Cache-Control", "no-store");
  response_.setContentLength(static_cast<std::streamsize>(text.size()));
  response_.send() << text;
}

void RequestContextImpl::audit(const std::string& action, const std::string& detail) {
  services_.audit.write(user_.login.empty() ? "anonymous" : user_.login, action, detail, address_);
}

bool RequestContextImpl::body_unread() const {
  if (body_) return false;
  return request_.hasContentLength() ? request_.getContentLength64() > 0
                                     : request_.getChunkedTransferEncoding();
}

void RequestContextImpl::set_session_cookie(const std::string& id) {
  std::string cookie = "proofreader_session=" + id + "; Path=/; HttpOnly; SameSite=Lax";
  if (id.empty()) cookie += "; Max-Age=0";
  if (secure_cookies(services_.settings)) cookie += "; Secure";
  response_.add("Set-Cookie", cookie);
}

}  // namespace proofreader::host
