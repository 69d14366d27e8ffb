#include "HttpClient.hpp"

#include <Poco/JSON/Parser.h>
#include <Poco/Net/HTTPClientSession.h>
#include <Poco/Net/HTTPRequest.h>
#include <Poco/Net/HTTPResponse.h>
#include <Poco/Net/NameValueCollection.h>
#include <Poco/StreamCopier.h>
#include <Poco/String.h>
#include <Poco/URI.h>

#include <sstream>

namespace proofreader::test {

std::string HttpResult::header(const std::string& name) const {
  auto it = headers.find(Poco::toLower(name));
  return it == headers.end() ? "" : it->second;
}

std::vector<std::string> HttpResult::all(const std::string& name) const {
  std::vector<std::string> values;
  auto range = headers.equal_range(Poco::toLower(name));
  for (auto it = range.first; it != range.second; ++it) values.push_back(it->second);
  return values;
}

Poco::JSON::Object::Ptr HttpResult::json() const {
  Poco::JSON::Parser parser;
  return parser.parse(body).extract<Poco::JSON::Object::Ptr>();
}

std::string HttpResult::error_code() const {
  try {
    auto o = json();
    if (!o->has("error")) return "";
    return o->getObject("error")->getValue<std::string>("code");
  } catch (const std::exception&) {
    return "";
  }
}

HttpClient::HttpClient(std::string base_url) {
  Poco::URI uri(base_url);
  host_ = uri.getHost();
  port_ = uri.getPort();
}

HttpResult HttpClient::request(const std::string& method, const std::string& path, const std::string& body,
                               const std::string& content_type,
                               const std::map<std::string, std::string>& headers) {
  Poco::Net::HTTPClientSession session(host_, port_);
  session.setTimeout(Poco::Timespan(120, 0));
  Poco::Net::HTTPRequest req(method, path, Poco::Net::HTTPMessage::HTTP_1_1);
  if (!content_type.empty()) req.setContentType(content_type);
  if (!session_.empty()) {
    Poco::Net::NameValueCollection cookies;
    cookies.add("proofreader_session", session_);
    req.setCookies(cookies);
  }
  for (const auto& [k, v] : headers) req.set(k, v);
  if (!body.empty() || method == "POST" || method == "PUT" || method == "PATCH")
    req.setContentLength(static_cast<std::streamsize>(body.size()));
  session.sendRequest(req) << body;
  Poco::Net::HTTPResponse resp;
  std::istream& in = session.receiveResponse(resp);
  HttpResult result;
  result.status = resp.getStatus();
  for (const auto& [k, v] : resp) result.headers.emplace(Poco::toLower(k), v);
  std::ostringstream out;
  Poco::StreamCopier::copyStream(in, out);
  result.body = out.str();
  for (const auto& cookie : result.all("set-cookie")) {
    if (cookie.rfind("proofreader_session=", 0) != 0) continue;
    const auto end = cookie.find(';');
    session_ = cookie.substr(20, end == std::string::npos ? std::string::npos : end - 20);
  }
  return result;
}

HttpResult HttpClient::login(const std::string& login, const std::string& password) {
  Poco::JSON::Object o;
  o.set("login", login);
  o.set("password", password);
  std::ostringstream s;
  o.stringify(s);
  return post_json("/api/auth/login", s.str());
}

std::pair<std::string, std::string> multipart(
    const std::vector<std::tuple<std::string, std::string, std::string>>& fields) {
  const std::string boundary = "----proofreader-test-boundary-7d91";
  std::string body;
  for (const auto& [name, filename, content] : fields) {
    body += "--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + name + "\"";
    if (!filename.empty())
      body += "; filename=\"" + filename + "\"\r\nContent-Type: application/octet-stream";
    body += "\r\n\r\n" + content + "\r\n";
  }
  body += "--" + boundary + "--\r\n";
  return {body, "multipart/form-data; boundary=" + boundary};
}

std::string random_part(const std::string& id) {
  const auto dot = id.rfind('.');
  return dot == std::string::npos ? id : id.substr(dot + 1);
}

}  // namespace proofreader::test
