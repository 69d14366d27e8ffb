// The host on PostgreSQL (PROOFREADER_DATABASE_URL), against a real
// PostgreSQL 15 that the ctest fixture `postgres` started: what goes wrong at
// the start, and the sections that do not run there yet. The rest of the
// integration suite runs on PostgreSQL as its "postgresql: " copies.
#include <catch2/catch.hpp>

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <map>
#include <set>
#include <thread>

#include "HostProcess.hpp"
#include "HttpClient.hpp"
#include "TempDir.hpp"
#include "TestDatabase.hpp"

using namespace proofreader::test;

namespace {

bool has(const std::vector<std::string>& v, const std::string& x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

// Starts a host that should not come up; its exit code (waits up to 10 s).
int exit_code_of_failed_start(HostProcess& host) {
  try {
    host.start();
  } catch (const std::exception&) {
  }
  return host.stop();
}

}  // namespace

TEST_CASE(
    "a database that cannot be reached at start: a clear error naming the URL without its password, "
    "exit non-zero") {
  HostProcess host(Env{{"PROOFREADER_DATABASE_URL", "postgresql://proof:topsecret@127.0.0.1:1/proof"}});
  const int code = exit_code_of_failed_start(host);
  CHECK(code != 0);
  const std::string out = host.output();
  INFO(out);
  CHECK(out.find("PROOFREADER_DATABASE_URL") != std::string::npos);
  CHECK(out.find("postgresql://proof:***@127.0.0.1:1/proof") != std::string::npos);
  CHECK(out.find("topsecret") == std::string::npos);
}

TEST_CASE("a wrong password or a malformed URL stops the start with the reason, never the password") {
  const std::string cluster = postgres_cluster_url();
  std::string wrong = cluster;
  wrong.replace(wrong.find("proofreader-test-password"), 25, "not-the-password");
  HostProcess host(Env{{"PROOFREADER_DATABASE_URL", wrong}});
  CHECK(exit_code_of_failed_start(host) != 0);
  INFO(host.output());
  CHECK(host.output().find("password authentication failed") != std::string::npos);
  CHECK(host.output().find("not-the-password") == std::string::npos);

  HostProcess malformed(Env{{"PROOFREADER_DATABASE_URL", "mysql://root:pw@db/x"}});
  CHECK(exit_code_of_failed_start(malformed) != 0);
  CHECK(malformed.output().find("PROOFREADER_DATABASE_URL must be postgresql://") != std::string::npos);
  CHECK(malformed.output().find(":pw@") == std::string::npos);
}

TEST_CASE("on PostgreSQL every section runs, each in a schema of its own") {
  TempDir data;
  const auto url = postgres_database_for(data.path());
  REQUIRE(url);
  HostProcess host(Env{{"PROOFREADER_DATABASE_URL", *url},
                       {"PROOFREADER_ENGINES", "example-engine"},
                       {"PROOFREADER_SECTIONS", "documents,api,watch,screenshots,example"}},
                   data.path());
  host.start();
  HttpClient admin(host.base_url());
  REQUIRE(admin.login("admin", HostProcess::kAdminPassword).status == 200);
  auto health = admin.get("/api/health/full");
  REQUIRE(health.status == 200);
  const auto body = health.json();
  CHECK(body->getObject("database")->getValue<std::string>("kind") == "postgresql");
  std::map<std::string, std::pair<std::string, std::string>> plugins;
  const auto list = body->getArray("plugins");
  for (std::size_t i = 0; i < list->size(); ++i) {
    const auto p = list->getObject(i);
    plugins[p->getValue<std::string>("name")] = {p->getValue<std::string>("state"),
                                                 p->getValue<std::string>("reason")};
  }
  for (const char* name : {"documents", "api", "watch", "screenshots", "example"}) {
    INFO(name);
    CHECK(plugins[name].first == "loaded");
    CHECK(has(table_names(data.path(), name), "state") == (std::string(name) == "watch"));
  }
  CHECK(has(table_names(data.path(), "documents"), "passages"));
  CHECK_FALSE(has(table_names(data.path()), "passages"));
  CHECK(admin.get("/api/repo/folders").status == 200);
  CHECK(admin.get("/api/example/hello").status == 200);
  CHECK(admin.get("/api/watch/groups").status == 200);
  drop_postgres_database_for(data.path());
}

TEST_CASE(
    "two backends on one database: uploads of one name at once get gapless version numbers, and one "
    "finds by search what the other indexed") {
  // Both mount the same data directory (the blobs) and share its database.
  TempDir data;
  HostProcess a(Env{{"PROOFREADER_SECTIONS", "documents"}}, data.path());
  a.start();
  HostProcess b(Env{{"PROOFREADER_SECTIONS", "documents"}}, data.path());
  b.start();
  HttpClient on_a(a.base_url()), on_b(b.base_url());
  REQUIRE(on_a.login("admin", HostProcess::kAdminPassword).status == 200);
  REQUIRE(on_b.login("admin", HostProcess::kAdminPassword).status == 200);
  const auto upload = [](HttpClient& c, const std::string& name, const std::string& content) {
    auto [body, type] = multipart({{"file", name, content}, {"folder_id", "", "0"}, {"comment", "", ""}});
    return c.request("POST", "/api/repo/files", body, type);
  };
  constexpr int kEach = 6;
  std::vector<int> versions(2 * kEach);
  std::vector<std::thread> threads;
  for (int i = 0; i < 2 * kEach; ++i)
    threads.emplace_back([&, i] {
      HttpClient c(i % 2 ? b.base_url() : a.base_url());
      c.set_session(i % 2 ? on_b.session() : on_a.session());
      auto r = upload(c, "общий.txt", "Версия номер " + std::to_string(i) + ".");
      versions[i] = r.status == 201 ? r.json()->getValue<int>("version") : -r.status;
    });
  for (auto& t : threads) t.join();
  std::set<int> expected;
  for (int v = 1; v <= 2 * kEach; ++v) expected.insert(v);
  CHECK(std::set<int>(versions.begin(), versions.end()) == expected);
  CHECK(on_b.get("/api/repo/folders/0/files").json()->getArray("files")->size() == 1);

  // Uploaded on A, indexed by either backend's worker, found by a search on B.
  REQUIRE(upload(on_a, "руководство.txt", "Настройка резервного копирования серверов.").status == 201);
  int hits = 0;
  for (int i = 0; i < 100 && hits == 0; ++i) {
    auto found = on_b.get("/api/repo/search?q=%D1%81%D0%B5%D1%80%D0%B2%D0%B5%D1%80");  // «сервер»
    REQUIRE(found.status == 200);
    hits = static_cast<int>(found.json()->getArray("items")->size());
    if (hits == 0) std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  CHECK(hits == 1);
}

TEST_CASE("the database lost mid-run: 503 with a JSON error and nothing half-written, then service again") {
  // A cluster of this test's own, so stopping it touches no other test.
  TempDir state_parent;
  const std::string state = state_parent.path() + "/pg";
  const std::string script = std::string(PROOFREADER_TEST_SOURCE_DIR) + "/tests/support/postgres-server.sh";
  const auto server = [&](const std::string& action) {
    return std::system(("bash " + script + " " + action + " " + state + " >/dev/null").c_str());
  };
  REQUIRE(server("start") == 0);
  struct Cleanup {
    std::function<int(const std::string&)> server;
    ~Cleanup() { server("stop"); }
  } cleanup{server};
  std::ifstream url_file(state + "/url");
  std::string url;
  std::getline(url_file, url);

  HostProcess host(Env{{"PROOFREADER_DATABASE_URL", url}});
  host.start();
  HttpClient admin(host.base_url());
  REQUIRE(admin.login("admin", HostProcess::kAdminPassword).status == 200);
  const std::string rule = R"({"pattern":"ТЗ","message":"Пишите «техническое задание»"})";
  REQUIRE(admin.post_json("/api/rules", rule).status == 201);

  REQUIRE(server("halt") == 0);
  const auto read = admin.get("/api/rules");
  CHECK(read.status == 503);
  CHECK(read.error_code() == "database_unavailable");
  CHECK(read.header("Retry-After") == "5");
  const auto write = admin.post_json("/api/rules", rule);
  CHECK(write.status == 503);
  CHECK(write.error_code() == "database_unavailable");
  CHECK(admin.get("/api/health").status == 200);  // the process serves on

  REQUIRE(server("resume") == 0);
  int status = 0;
  for (int i = 0; i < 50 && status != 200; ++i) {
    status = admin.get("/api/rules").status;
    if (status != 200) std::this_thread::sleep_for(std::chrono::milliseconds(200));
  }
  REQUIRE(status == 200);
  // The write made while the database was gone did not land, half or whole; the next one does.
  CHECK(admin.get("/api/rules").json()->getArray("items")->size() == 1);
  CHECK(admin.post_json("/api/rules", rule).status == 201);
  CHECK(admin.get("/api/rules").json()->getArray("items")->size() == 2);
  CHECK(host.output().find("proofreader-test-password") == std::string::npos);
}
