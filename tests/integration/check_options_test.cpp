// The check options read one way (HostServices::read_check_options) wherever a check
// starts: POST /api/jobs (JSON and form), a repository version's check, an
// API spec's check and a watch group's options. The same value is accepted
// or refused everywhere, with the same error.
#include <catch2/catch.hpp>

#include <fstream>
#include <functional>
#include <sstream>

#include "HostProcess.hpp"
#include "HttpClient.hpp"

using namespace proofreader::test;

namespace {

std::string fixture(const std::string& path) {
  std::ifstream in(std::string(PROOFREADER_TEST_SOURCE_DIR) + "/tests/fixtures/" + path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string id_of(const HttpResult& r) {
  INFO(r.body);
  REQUIRE(r.status / 100 == 2);
  return std::to_string(r.json()->getValue<std::int64_t>("id"));
}

// A place that starts a check, given the JSON members of the options to send.
struct Endpoint {
  std::string name;
  std::function<HttpResult(const std::string& options)> send;
};

std::string message_of(const HttpResult& r) {
  return r.json()->getObject("error")->getValue<std::string>("message");
}

}  // namespace

TEST_CASE("check options: every place that starts a check reads them alike, with one error") {
  HostProcess host(Env{{"PROOFREADER_SECTIONS", "documents,api,watch"}});
  host.start();
  HttpClient c(host.base_url());
  REQUIRE(c.login("admin", HostProcess::kAdminPassword).status == 200);

  auto [file_body, file_type] =
      multipart({{"file", "Руководство.txt", "Первая версия."}, {"folder_id", "", "0"}});
  const std::string file_id = id_of(c.request("POST", "/api/repo/files", file_body, file_type));
  auto [spec_body, spec_type] = multipart({{"file", "petstore.yaml", fixture("api/petstore-3.0.yaml")}});
  const std::string spec_id = id_of(c.request("POST", "/api/api-specs", spec_body, spec_type));

  const std::vector<Endpoint> endpoints{
      {"POST /api/jobs",
       [&](const std::string& o) { return c.post_json("/api/jobs", R"({"text":"Текст.")" + o + "}"); }},
      {"a repository version's check",
       [&](const std::string& o) {
         return c.post_json("/api/repo/files/" + file_id + "/versions/1/check", "{" + o.substr(1) + "}");
       }},
      {"an API spec's check",
       [&](const std::string& o) {
         return c.post_json("/api/api-specs/" + spec_id + "/check", "{" + o.substr(1) + "}");
       }},
      {"a watch group's options",
       [&](const std::string& o) {
         static int made = 0;
         return c.post_json("/api/watch/groups", R"({"name":"Группа )" + std::to_string(++made) +
                                                     R"(","schedule":"manual","options":{)" + o.substr(1) +
                                                     "}}");
       }},
  };
  for (const auto& endpoint : endpoints) {
    INFO(endpoint.name);
    for (const char* accepted :
         {R"(,"check_language":false)", R"(,"check_language":"on")", R"(,"check_styleguide":"No")",
          R"(,"check_consistency":" yes ")", R"(,"check_language":null)"}) {
      INFO(accepted);
      const auto r = endpoint.send(accepted);
      INFO(r.body);
      CHECK(r.status / 100 == 2);
    }
    for (const char* refused :
         {R"(,"check_language":"maybe")", R"(,"check_styleguide":2)", R"(,"check_consistency":[])"}) {
      INFO(refused);
      const auto r = endpoint.send(refused);
      INFO(r.body);
      REQUIRE(r.status == 400);
      CHECK(r.error_code() == "bad_request");
      CHECK(message_of(r).find("должно быть true или false") != std::string::npos);
    }
  }
  // The prompt's bound, where a check takes a prompt (a watch group's options hold none).
  const std::string long_prompt = R"(,"prompt":")" + std::string(4001, 'a') + "\"";
  const std::string fits = R"(,"prompt":")" + std::string(4000, 'a') + "\"";
  for (std::size_t i = 0; i < 3; ++i) {
    INFO(endpoints[i].name);
    const auto refused = endpoints[i].send(long_prompt);
    REQUIRE(refused.status == 400);
    CHECK(message_of(refused) == "Инструкция длиннее 4000 байт");
    CHECK(endpoints[i].send(fits).status / 100 == 2);
  }
}

TEST_CASE("check options: a form's checkbox and its absence") {
  HostProcess host;
  host.start();
  HttpClient c(host.base_url());
  REQUIRE(c.login("admin", HostProcess::kAdminPassword).status == 200);
  auto [on_body, on_type] = multipart({{"text", "", "Текст."}, {"check_language", "", "on"}});
  CHECK(c.request("POST", "/api/jobs", on_body, on_type).status == 202);
  auto [bad_body, bad_type] = multipart({{"text", "", "Текст."}, {"check_language", "", "checked"}});
  const auto refused = c.request("POST", "/api/jobs", bad_body, bad_type);
  REQUIRE(refused.status == 400);
  CHECK(message_of(refused) == "Поле «check_language» должно быть true или false");
}
