#include "ServiceQueries.hpp"

#include <Poco/JSON/Array.h>

#include <chrono>
#include <stdexcept>
#include <thread>

namespace proofreader::test {

Poco::JSON::Object::Ptr wait_finished(HttpClient& client, const std::string& job_id, int max_seconds) {
  for (int i = 0; i < max_seconds * 20; ++i) {
    auto r = client.get("/api/jobs/" + job_id);
    if (r.status != 200)
      throw std::runtime_error("GET /api/jobs/" + job_id + " answered " + std::to_string(r.status));
    const auto status = r.json()->getValue<std::string>("status");
    if (status == "done" || status == "error" || status == "cancelled") return r.json();
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  throw std::runtime_error("job " + job_id + " did not finish in " + std::to_string(max_seconds) + " s");
}

HttpClient logged_in(const std::string& base_url, const std::string& login, const std::string& password) {
  HttpClient c(base_url);
  const auto r = c.login(login, password);
  if (r.status != 200)
    throw std::runtime_error("login of " + login + " answered " + std::to_string(r.status));
  return c;
}

HttpClient new_user(const std::string& base_url, HttpClient& admin, const std::string& login) {
  const std::string password = login + "-password-1";
  const auto r = admin.post_json(
      "/api/users", R"({"login":")" + login + R"(","password":")" + password + R"(","role":"user"})");
  if (r.status != 201)
    throw std::runtime_error("creating user " + login + " answered " + std::to_string(r.status));
  return logged_in(base_url, login, password);
}

std::string run_job(HttpClient& client, const std::string& field, const std::string& filename,
                    const std::string& content) {
  auto [body, type] = multipart({{field, filename, content}});
  auto r = client.request("POST", "/api/jobs", body, type);
  if (r.status != 202)
    throw std::runtime_error("POST /api/jobs answered " + std::to_string(r.status) + " " + r.body);
  const auto id = r.json()->getValue<std::string>("job_id");
  const auto status = wait_finished(client, id)->getValue<std::string>("status");
  if (status != "done") throw std::runtime_error("job " + id + " ended " + status);
  return id;
}

std::string plugin_state(HttpClient& admin, const std::string& name) {
  auto plugins = admin.get("/api/health/full").json()->getArray("plugins");
  for (std::size_t i = 0; i < plugins->size(); ++i) {
    auto p = plugins->getObject(static_cast<unsigned>(i));
    if (p->getValue<std::string>("name") == name) return p->getValue<std::string>("state");
  }
  return "absent";
}

}  // namespace proofreader::test
