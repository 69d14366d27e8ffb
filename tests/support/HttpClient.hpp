// HttpClient: a small HTTP/1.1 client for tests, with a cookie jar for the
// session cookie. Every call returns the whole response; nothing throws on an
// HTTP error status.
#pragma once

#include <Poco/Dynamic/Var.h>
#include <Poco/JSON/Object.h>

#include <map>
#include <string>
#include <vector>

namespace proofreader::test {

struct HttpResult {
  int status = 0;
  std::string body;
  std::multimap<std::string, std::string> headers;  // names lower-cased

  std::string header(const std::string& name) const;
  std::vector<std::string> all(const std::string& name) const;
  // The body parsed as a JSON object (throws if it is not one).
  Poco::JSON::Object::Ptr json() const;
  // error.code of an error body, or "" when the body is not one.
  std::string error_code() const;
};

class HttpClient {
 public:
  explicit HttpClient(std::string base_url);

  HttpResult request(const std::string& method, const std::string& path, const std::string& body = {},
                     const std::string& content_type = {},
                     const std::map<std::string, std::string>& headers = {});
  HttpResult get(const std::string& path) { return request("GET", path); }
  HttpResult post_json(const std::string& path, const std::string& json,
                       const std::map<std::string, std::string>& headers = {}) {
    return request("POST", path, json, "application/json", headers);
  }
  // Logs in; returns the response (200 on success).
  HttpResult login(const std::string& login, const std::string& password);

  const std::string& session() const { return session_; }
  void set_session(std::string id) { session_ = std::move(id); }

 private:
  std::string host_;
  unsigned short port_ = 0;
  std::string session_;
};

// An id's random part: what follows the "<node>." prefix that a backend on
// PostgreSQL puts before its session ids and OIDC states (all of it on SQLite).
std::string random_part(const std::string& id);

// Builds a multipart/form-data body; returns {body, content type}.
std::pair<std::string, std::string> multipart(
    const std::vector<std::tuple<std::string, std::string, std::string>>&
        fields /* name, filename, content */);

}  // namespace proofreader::test
