// The host on PostgreSQL (PROOFREADER_DATABASE_URL), against a real
// PostgreSQL 15 that the ctest fixture `postgres` started: what goes wrong at
// the start, and the sections that do not run there yet. The rest of the
// integration suite runs on PostgreSQL as its "postgresql: " copies.
#include <catch2/catch.hpp>

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>

#include "HostProcess.hpp"
#include "HttpClient.hpp"
#include "TempDir.hpp"
#include "TestDatabase.hpp"

using namespace proofreader::test;

namespace {

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

TEST_CASE("on PostgreSQL the four sections refuse to load with the reason, and the host serves on") {
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
  for (const char* name : {"documents", "api", "watch", "screenshots"}) {
    INFO(name);
    CHECK(plugins[name].first == "failed");
    CHECK(plugins[name].second.find("does not run on PostgreSQL yet") != std::string::npos);
  }
  CHECK(plugins["example"].first == "loaded");  // a section whose SQL speaks both dialects runs
  CHECK(admin.get("/api/repo/folders").status == 404);
  CHECK(admin.get("/api/example/hello").status == 200);
  drop_postgres_database_for(data.path());
}
