// Plugins through the real host: a section switched by its FEATURE_* flag, an
// engine, and a plugin built for another ABI that must be refused.
#include <catch2/catch.hpp>

#include <proofreader/sdk/abi.hpp>

#include <Poco/JSON/Array.h>

#include "HostProcess.hpp"
#include "HttpClient.hpp"
#include "ServiceQueries.hpp"

using namespace proofreader::test;

namespace {

bool menu_has(HttpClient& c, const std::string& id) {
  auto menu = c.get("/api/config").json()->getArray("menu");
  for (std::size_t i = 0; i < menu->size(); ++i)
    if (menu->getObject(static_cast<unsigned>(i))->getValue<std::string>("id") == id) return true;
  return false;
}

Poco::JSON::Object::Ptr section_status(HttpClient& c, const std::string& name) {
  return c.get("/api/config").json()->getObject("sections")->getObject(name);
}

std::string overall_health(HttpClient& admin) {
  return admin.get("/api/health/full").json()->getValue<std::string>("status");
}

}  // namespace

TEST_CASE("an enabled section serves its routes and shows in the menu") {
  HostProcess host(Env{{"PROOFREADER_SECTIONS", "example"}});
  host.start();
  CHECK(host.has_mapped("libexample.so"));
  HttpClient c(host.base_url());
  REQUIRE(c.login("admin", HostProcess::kAdminPassword).status == 200);
  auto hello = c.get("/api/example/hello");
  REQUIRE(hello.status == 200);
  CHECK(hello.json()->getValue<std::string>("hello") == "admin");
  CHECK(menu_has(c, "example"));
  auto example = section_status(c, "example");
  CHECK(example->getValue<bool>("enabled"));
  CHECK(example->getValue<bool>("loaded"));
  CHECK_FALSE(example->has("error"));
  // A plugin's ApiError crosses the library boundary as the same error shape.
  auto bad = c.post_json("/api/example/echo", "[1]");
  CHECK(bad.status == 400);
  CHECK(bad.error_code() == "bad_request");
  CHECK(c.post_json("/api/example/echo", R"({"a":1})").body == R"({"a":1})");
}

TEST_CASE("a section whose flag is off is never loaded: its prefix is 404 and its menu item gone") {
  HostProcess host(Env{{"PROOFREADER_SECTIONS", "example"}, {"FEATURE_EXAMPLE", "false"}});
  host.start();
  CHECK_FALSE(host.has_mapped("libexample.so"));
  HttpClient c(host.base_url());
  REQUIRE(c.login("admin", HostProcess::kAdminPassword).status == 200);
  auto r = c.get("/api/example/hello");
  CHECK(r.status == 404);
  CHECK(r.error_code() == "not_found");
  CHECK_FALSE(menu_has(c, "example"));
  auto example = section_status(c, "example");
  CHECK_FALSE(example->getValue<bool>("enabled"));
  CHECK_FALSE(example->getValue<bool>("loaded"));
  CHECK_FALSE(example->has("error"));
  CHECK(plugin_state(c, "example") == "disabled");
}

TEST_CASE(
    "a section that is on but fails to load is reported with its error, kept out of the menu, and "
    "degrades health") {
  HostProcess host(
      Env{{"PROOFREADER_SECTIONS", "example,no-such-section"}, {"PROOFREADER_ENGINES", "example-engine"}});
  host.start();
  HttpClient c(host.base_url());
  REQUIRE(c.login("admin", HostProcess::kAdminPassword).status == 200);
  auto missing = section_status(c, "no-such-section");
  CHECK(missing->getValue<bool>("enabled"));
  CHECK_FALSE(missing->getValue<bool>("loaded"));
  CHECK(missing->getValue<std::string>("error").find("libno-such-section.so") != std::string::npos);
  CHECK_FALSE(menu_has(c, "no-such-section"));
  CHECK(menu_has(c, "example"));
  CHECK(overall_health(c) == "degraded");
}

TEST_CASE("health/full is ok with every plugin running and failing without an engine") {
  {
    HostProcess host(Env{{"PROOFREADER_SECTIONS", "example"}, {"PROOFREADER_ENGINES", "example-engine"}});
    host.start();
    HttpClient c(host.base_url());
    REQUIRE(c.login("admin", HostProcess::kAdminPassword).status == 200);
    CHECK(overall_health(c) == "ok");
  }
  HostProcess host(Env{{"PROOFREADER_ENGINES", "no-such-engine"}});
  host.start();
  HttpClient c(host.base_url());
  REQUIRE(c.login("admin", HostProcess::kAdminPassword).status == 200);
  CHECK(overall_health(c) == "failing");
}

TEST_CASE("the spec's sections answer 404 when their flags are off") {
  HostProcess host(Env{{"PROOFREADER_SECTIONS", "documents,api,watch,screenshots"},
                       {"FEATURE_DOCUMENTS", "false"},
                       {"FEATURE_API", "false"},
                       {"FEATURE_WATCH", "false"},
                       {"FEATURE_SCREENSHOTS", "false"}});
  host.start();
  HttpClient c(host.base_url());
  REQUIRE(c.login("admin", HostProcess::kAdminPassword).status == 200);
  for (const char* path : {"/api/repo", "/api/api-specs", "/api/api-spec-documents", "/api/watch",
                           "/api/screenshot-templates", "/api/repo/folders"}) {
    INFO(path);
    CHECK(c.get(path).status == 404);
  }
  for (const char* id : {"documents", "api", "watch", "screenshots"}) CHECK_FALSE(menu_has(c, id));
  for (const char* name : {"documents", "api", "watch", "screenshots"})
    CHECK(plugin_state(c, name) == "disabled");
}

TEST_CASE(
    "the ABI rule: the host's minor loads, a newer minor and another major are refused with one log line") {
  static_assert(proofreader::sdk::kAbiMajor == 7 && proofreader::sdk::kAbiMinor == 0,
                "the probes in plugins/examples/CMakeLists.txt claim 7.0, 7.1 and 6.0");
  HostProcess host(
      Env{{"PROOFREADER_ENGINES", "abi-same-minor,abi-newer-minor,abi-other-major,example-engine"}});
  host.start();
  HttpClient c(host.base_url());
  REQUIRE(c.login("admin", HostProcess::kAdminPassword).status == 200);
  CHECK(plugin_state(c, "abi-same-minor") == "loaded");
  CHECK(plugin_state(c, "abi-newer-minor") == "refused");
  CHECK(plugin_state(c, "abi-other-major") == "refused");
  CHECK(plugin_state(c, "example-engine") == "loaded");
  const auto log = host.output();
  const auto count = [&log](const std::string& what) {
    std::size_t n = 0;
    for (auto at = log.find(what); at != std::string::npos; at = log.find(what, at + 1)) ++n;
    return n;
  };
  CHECK(count("plugin abi-newer-minor refused: built for ABI 7.1, newer than the host's 7.0") == 1);
  CHECK(count("plugin abi-other-major refused: built for ABI 6.0, the host speaks ABI 7.0") == 1);
  CHECK(count("abi-same-minor refused") == 0);
  CHECK(c.get("/api/health").status == 200);
}

TEST_CASE("a missing or bogus plugin name is reported and never opened") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "no-such-engine,../../etc/passwd"}});
  host.start();
  HttpClient c(host.base_url());
  REQUIRE(c.login("admin", HostProcess::kAdminPassword).status == 200);
  CHECK(plugin_state(c, "no-such-engine") == "missing");
  CHECK(plugin_state(c, "../../etc/passwd") == "refused");
}

TEST_CASE(
    "a plugin that throws from create, register_routes, menu_item or start is failed with one line, and one "
    "that throws from stop does not stop the others") {
  HostProcess host(
      Env{{"PROOFREADER_SECTIONS",
           "throw-at-create,throw-at-routes,throw-at-menu,throw-at-start,throw-at-stop,example"}});
  host.start();
  HttpClient c(host.base_url());
  REQUIRE(c.login("admin", HostProcess::kAdminPassword).status == 200);
  for (const char* call : {"create", "routes", "menu", "start"}) {
    const std::string name = std::string("throw-at-") + call;
    INFO(name);
    CHECK(plugin_state(c, name) == "failed");
    CHECK(c.get("/api/" + name + "/ping").status == 404);  // none of its routes is served
    CHECK_FALSE(menu_has(c, name));
    const auto log = host.output();
    std::size_t lines = 0;
    for (auto at = log.find("plugin " + name + " failed"); at != std::string::npos;
         at = log.find("plugin " + name + " failed", at + 1))
      ++lines;
    CHECK(lines == 1);
    CHECK(log.find(std::string(call) + " failed on purpose") != std::string::npos);
  }
  CHECK(plugin_state(c, "throw-at-stop") == "loaded");
  CHECK(c.get("/api/throw-at-stop/ping").status == 200);
  CHECK(menu_has(c, "example"));
  CHECK(c.get("/api/health").status == 200);
  CHECK(host.stop() == 0);  // stop() threw: logged, the shutdown goes on and ends cleanly
  CHECK(host.output().find("plugin throw-at-stop failed: stop() threw: stop failed on purpose") !=
        std::string::npos);
}
