// The route table seen from outside: every protected route answers 401
// without a session (enumerated from the host's own index, not a hand list),
// unknown paths a JSON 404, and the service endpoints their documented shapes.
#include <catch2/catch.hpp>

#include <set>

#include <Poco/JSON/Array.h>
#include <Poco/Net/SocketStream.h>
#include <Poco/Net/StreamSocket.h>

#include "HostProcess.hpp"
#include "HttpClient.hpp"
#include "TestDatabase.hpp"

using namespace proofreader::test;

namespace {

std::string fill_params(std::string path) {
  for (auto open = path.find('{'); open != std::string::npos; open = path.find('{'))
    path.replace(open, path.find('}', open) - open + 1, "1");
  return path;
}

}  // namespace

TEST_CASE("every route that is not open answers 401 without a session") {
  HostProcess host(Env{{"PROOFREADER_SECTIONS", "example"},
                       {"PROOFREADER_ENGINES", "example-engine"},
                       {"PROOFREADER_DOCS", "true"}});
  host.start();
  HttpClient admin(host.base_url());
  REQUIRE(admin.login("admin", HostProcess::kAdminPassword).status == 200);
  auto index = admin.get("/api");
  REQUIRE(index.status == 200);
  auto routes = index.json()->getArray("routes");
  REQUIRE(routes->size() > 15);

  HttpClient anonymous(host.base_url());
  int protected_routes = 0;
  bool saw_plugin_route = false;
  std::set<std::string> open;
  for (std::size_t i = 0; i < routes->size(); ++i) {
    auto route = routes->getObject(static_cast<unsigned>(i));
    const auto method = route->getValue<std::string>("method");
    const auto path = route->getValue<std::string>("path");
    if (route->getValue<std::string>("access") == "open") {
      if (path.rfind("/api/example", 0) != 0) open.insert(method + " " + path);
      continue;
    }
    ++protected_routes;
    saw_plugin_route |= path.rfind("/api/example", 0) == 0;
    INFO(method << " " << path);
    auto r = anonymous.request(method, fill_params(path), method == "GET" ? "" : "{}", "application/json");
    CHECK(r.status == 401);
    CHECK(r.error_code() == "unauthorized");
  }
  // Only what logging in needs is open, and LanguageTool's API, which takes a
  // personal API key itself (401 without one: languagetool_test.cpp).
  CHECK(open == std::set<std::string>{"POST /api/auth/login", "GET /api/auth/oidc/start",
                                      "GET /api/auth/oidc/callback", "GET /api/config", "GET /api/health",
                                      "POST /v2/check", "GET /v2/check", "GET /v2/languages",
                                      "GET /v2/info"});
  CHECK(protected_routes > 10);
  CHECK(saw_plugin_route);
  // A forged cookie is no session either.
  anonymous.set_session(std::string(64, 'a'));
  CHECK(anonymous.get("/api/auth/me").status == 401);
}

TEST_CASE("open routes: health reveals nothing, config lists the menu in both languages") {
  HostProcess host;
  host.start();
  HttpClient c(host.base_url());
  auto health = c.get("/api/health");
  REQUIRE(health.status == 200);
  CHECK(health.json()->getValue<std::string>("status") == "ok");
  CHECK(health.json()->size() == 1);
  auto config = c.get("/api/config");
  REQUIRE(config.status == 200);
  auto body = config.json();
  CHECK_FALSE(body->getValue<bool>("oidc_enabled"));
  auto menu = body->getArray("menu");
  REQUIRE(menu->size() >= 4);
  auto first = menu->getObject(0);
  CHECK(first->getValue<std::string>("route") == "#/check");
  CHECK(first->getObject("title")->getValue<std::string>("ru") == "Проверка");
  CHECK(first->getObject("title")->getValue<std::string>("en") == "Check");
}

TEST_CASE("unknown paths are a JSON 404 and never Poco's 501") {
  HostProcess host;
  host.start();
  HttpClient c(host.base_url());
  for (const char* path : {"/", "/api/unknown", "/favicon.ico", "/api/users/1/extra/segments"}) {
    auto r = c.get(path);
    INFO(path);
    CHECK(r.status == 404);
    CHECK(r.error_code() == "not_found");
  }
  auto weird = c.request("BREW", "/api/health");
  CHECK(weird.status == 405);
}

TEST_CASE("health/full reports disk, database, model, embeddings, repository, backup, journal and plugins") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "example-engine"}});
  host.start();
  HttpClient admin(host.base_url());
  REQUIRE(admin.login("admin", HostProcess::kAdminPassword).status == 200);
  auto r = admin.get("/api/health/full");
  REQUIRE(r.status == 200);
  auto body = r.json();
  for (const char* key :
       {"disk", "database", "model", "embeddings", "repository", "backup", "journal", "plugins"})
    CHECK(body->has(key));
  CHECK(body->getObject("disk")->getValue<long long>("free_bytes") > 0);
  const bool postgres = testing_on_postgresql();
  CHECK(body->getObject("journal")->getValue<std::string>("database_journal_mode") ==
        (postgres ? "postgresql" : "wal"));
  // The database: its kind, a round trip, every component's schema version; never the password.
  const auto database = body->getObject("database");
  CHECK(database->getValue<std::string>("status") == "ok");
  CHECK(database->getValue<std::string>("kind") == (postgres ? "postgresql" : "sqlite"));
  CHECK(database->getValue<bool>("reachable"));
  CHECK(database->getValue<double>("latency_ms") >= 0);
  CHECK(database->getObject("schema_versions")->getValue<int>("host") == 18);
  CHECK(database->getObject("schema_versions")->getValue<int>("guides") == 4);
  CHECK(r.body.find("proofreader-test-password") == std::string::npos);
  if (postgres) CHECK(database->getValue<std::string>("location").find(":***@") != std::string::npos);
  CHECK(body->getObject("model")->getValue<std::string>("status") == "not_configured");
  // The cluster: this backend alone on its database (PostgreSQL), or off (one SQLite file).
  const auto cluster = body->getObject("cluster");
  CHECK(cluster->getValue<std::string>("status") == (postgres ? "ok" : "off"));
  if (postgres) {
    REQUIRE(cluster->getArray("backends")->size() == 1);
    CHECK(cluster->getArray("backends")->getObject(0)->getValue<bool>("self"));
  }
}

TEST_CASE("health/full reports the sizes and the model proxy the environment set (spec §8.1)") {
  HostProcess host(Env{{"PROOFREADER_SECTIONS", "documents"},
                       {"PROOFREADER_MAX_BODY_BYTES", "40000001"},
                       {"PROOFREADER_MAX_FETCH_BYTES", "5000001"},
                       {"REPO_MAX_FILE_BYTES", "3000001"},
                       {"PROOFREADER_CORP_PROXY", "true"},
                       {"PROOFREADER_CORP_PROXY_URL", "http://bridge.example:3129"}});
  host.start();
  HttpClient admin(host.base_url());
  REQUIRE(admin.login("admin", HostProcess::kAdminPassword).status == 200);
  auto body = admin.get("/api/health/full").json();
  const auto limits = body->getObject("limits");
  REQUIRE(limits);
  CHECK(limits->getValue<long long>("max_body_bytes") == 40000001);
  CHECK(limits->getValue<long long>("max_fetch_bytes") == 5000001);
  CHECK(body->getObject("model")->getValue<std::string>("proxy") == "http://bridge.example:3129");
  std::string repo_max_file_bytes;
  const auto plugin_settings = body->getArray("plugin_settings");
  REQUIRE(plugin_settings);
  for (std::size_t i = 0; i < plugin_settings->size(); ++i) {
    const auto setting = plugin_settings->getObject(static_cast<unsigned>(i));
    if (setting->getValue<std::string>("key") == "REPO_MAX_FILE_BYTES")
      repo_max_file_bytes = setting->getValue<std::string>("value");
  }
  CHECK(repo_max_file_bytes == "3000001");
}

TEST_CASE("docs are off by default and generated from the route table when on") {
  {
    HostProcess host;
    host.start();
    HttpClient admin(host.base_url());
    REQUIRE(admin.login("admin", HostProcess::kAdminPassword).status == 200);
    for (const char* path : {"/api/openapi.json", "/api/docs", "/api/redoc"})
      CHECK(admin.get(path).status == 404);
  }
  HostProcess host(Env{{"PROOFREADER_DOCS", "true"}, {"PROOFREADER_SECTIONS", "example"}});
  host.start();
  HttpClient admin(host.base_url());
  REQUIRE(admin.login("admin", HostProcess::kAdminPassword).status == 200);
  auto spec = admin.get("/api/openapi.json");
  REQUIRE(spec.status == 200);
  auto paths = spec.json()->getObject("paths");
  CHECK(paths->has("/api/users/{id}"));
  CHECK(paths->getObject("/api/users/{id}")->has("patch"));
  CHECK(paths->has("/api/example/hello"));  // plugin routes are documented too
  // Bodies: the report, history and guide routes name their schemas.
  auto report = paths->getObject("/api/jobs/{id}/report")->getObject("get")->getObject("responses");
  CHECK(report->getObject("200")
            ->getObject("content")
            ->getObject("application/json")
            ->getObject("schema")
            ->getValue<std::string>("$ref") == "#/components/schemas/Report");
  auto schemas = spec.json()->getObject("components")->getObject("schemas");
  for (const char* name : {"Report", "Remark", "HistoryPage", "Guide", "Job", "Error"})
    CHECK(schemas->has(name));
  CHECK(paths->getObject("/api/check-text")->getObject("post")->has("requestBody"));
  // The viewers load their scripts from this origin, with no inline script.
  auto docs = admin.get("/api/docs");
  CHECK(docs.status == 200);
  CHECK(docs.body.find("src=\"/docs/swagger-ui-bundle.js\"") != std::string::npos);
  CHECK(docs.body.find("<script>") == std::string::npos);
  auto redoc = admin.get("/api/redoc");
  CHECK(redoc.status == 200);
  CHECK(redoc.body.find("src=\"/docs/redoc.standalone.js\"") != std::string::npos);
  CHECK(redoc.body.find("spec-url=\"/api/openapi.json\"") != std::string::npos);
}

namespace {

// The first line of the answer to a raw request, as a client reads it off the wire.
std::string status_line(int port, const std::string& method, const std::string& path,
                        const std::string& body = "") {
  Poco::Net::StreamSocket socket(Poco::Net::SocketAddress("127.0.0.1", static_cast<Poco::UInt16>(port)));
  const std::string request =
      method + " " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n" +
      "Content-Type: application/json\r\nContent-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body;
  socket.sendBytes(request.data(), static_cast<int>(request.size()));
  Poco::Net::SocketStream in(socket);
  std::string line;
  std::getline(in, line);
  if (!line.empty() && line.back() == '\r') line.pop_back();
  return line;
}

}  // namespace

TEST_CASE("answers carry the reason phrase of their status, not OK") {
  HostProcess host;
  host.start();
  CHECK(status_line(host.port(), "GET", "/api/auth/me") == "HTTP/1.1 401 Unauthorized");
  CHECK(status_line(host.port(), "GET", "/api/unknown") == "HTTP/1.1 404 Not Found");
  CHECK(status_line(host.port(), "POST", "/api/auth/login", "{") == "HTTP/1.1 400 Bad Request");
  CHECK(status_line(host.port(), "GET", "/api/health") == "HTTP/1.1 200 OK");
}
