// What a plugin may read through HostServices, through the real host: its
// declared settings, validated at load (a bad value or a host key refuses the
// plugin with one log line), nothing of the host's or another plugin's, and
// only the jobs it submitted itself. Uses tests/plugins/settings-probe.
#include <catch2/catch.hpp>

#include <Poco/JSON/Array.h>

#include <thread>

#include "HostProcess.hpp"
#include "HttpClient.hpp"
#include "ServiceQueries.hpp"

using namespace proofreader::test;

namespace {

HttpClient admin(const HostProcess& host) {
  HttpClient c(host.base_url());
  REQUIRE(c.login("admin", HostProcess::kAdminPassword).status == 200);
  return c;
}

std::size_t occurrences(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

std::string submit_text(HttpClient& c) {
  auto [body, type] = multipart({{"text", "", "Проверка текста."}});
  auto r = c.request("POST", "/api/jobs", body, type);
  REQUIRE(r.status == 202);
  return r.json()->getValue<std::string>("job_id");
}

}  // namespace

TEST_CASE("a plugin reads its declared settings, validated, and none of the host's or another plugin's") {
  HostProcess host(Env{{"PROOFREADER_SECTIONS", "settings-probe,example"},
                       {"PROBE_LIMIT", "7"},
                       {"PROOFREADER_OIDC_CLIENT_SECRET", "oidc-secret-value"},
                       {"LLM_API_KEY", "sk-secret-value"},
                       {"EXAMPLE_GREETING", "Здравствуйте"}});
  host.start();
  auto c = admin(host);
  REQUIRE(plugin_state(c, "settings-probe") == "loaded");
  const auto value = [&c](const std::string& key) { return c.get("/api/settings-probe/setting?key=" + key); };
  CHECK(value("PROBE_LIMIT").json()->getValue<std::string>("value") == "7");
  CHECK(value("PROBE_MODE").json()->getValue<std::string>("value") == "fast");  // its default
  CHECK(value("PROBE_ON").json()->getValue<std::string>("value") == "false");
  for (const char* key : {"PROOFREADER_OIDC_CLIENT_SECRET", "LLM_API_KEY", "llm_api_key",
                          "PROOFREADER_ADMIN_PASSWORD", "PROOFREADER_DATA_DIR", "EXAMPLE_GREETING"}) {
    INFO(key);
    const auto r = value(key);
    CHECK(r.status == 404);
    CHECK(r.error_code() == "undeclared_setting");
    CHECK(r.body.find("secret-value") == std::string::npos);
  }
  // The example section reads its own key.
  CHECK(c.get("/api/example/setting").json()->getValue<std::string>("greeting") == "Здравствуйте");

  // Admins see the declarations with their values; other callers do not.
  auto listed = c.get("/api/config").json()->getArray("plugin_settings");
  REQUIRE(listed);
  bool found = false;
  for (std::size_t i = 0; i < listed->size(); ++i) {
    auto s = listed->getObject(static_cast<unsigned>(i));
    if (s->getValue<std::string>("key") != "PROBE_LIMIT") continue;
    found = true;
    CHECK(s->getValue<std::string>("plugin") == "settings-probe");
    CHECK(s->getValue<std::string>("value") == "7");
    CHECK(s->getValue<std::string>("default") == "10");
    CHECK(s->getValue<int>("maximum") == 100);
  }
  CHECK(found);
  HttpClient anonymous(host.base_url());
  CHECK_FALSE(anonymous.get("/api/config").json()->has("plugin_settings"));
}

TEST_CASE(
    "a setting out of its bounds, or a declared host key, refuses the plugin with one line, and the host "
    "goes on") {
  HostProcess host(
      Env{{"PROOFREADER_SECTIONS", "settings-probe,settings-greedy,example"}, {"PROBE_LIMIT", "1000"}});
  host.start();
  auto c = admin(host);
  CHECK(plugin_state(c, "settings-probe") == "refused");
  CHECK(plugin_state(c, "settings-greedy") == "refused");
  CHECK(plugin_state(c, "example") == "loaded");
  CHECK(c.get("/api/settings-probe/setting?key=PROBE_LIMIT").status == 404);
  const auto log = host.output();
  CHECK(occurrences(log,
                    "plugin settings-probe refused: setting PROBE_LIMIT=\"1000\" is out of bounds: must be 1 "
                    "to 100") == 1);
  CHECK(occurrences(log,
                    "plugin settings-greedy refused: declares the host's setting "
                    "PROOFREADER_OIDC_CLIENT_SECRET") == 1);
  CHECK(c.get("/api/health").status == 200);

  HostProcess typo(Env{{"PROOFREADER_SECTIONS", "settings-probe"}, {"PROBE_ON", "yes"}});
  typo.start();
  auto t = admin(typo);
  CHECK(plugin_state(t, "settings-probe") == "refused");
  CHECK(occurrences(typo.output(), "setting PROBE_ON=\"yes\" must be true or false") == 1);
}

TEST_CASE("job() shows a plugin its own jobs only: not a user's, not another user's, not another plugin's") {
  HostProcess host(Env{{"PROOFREADER_SECTIONS", "settings-probe,example"}});
  host.start();
  auto c = admin(host);
  REQUIRE(c.post_json("/api/users", R"({"login":"writer","password":"writer-password-1","role":"user"})")
              .status == 201);
  HttpClient writer(host.base_url());
  REQUIRE(writer.login("writer", "writer-password-1").status == 200);

  const auto own = c.request("POST", "/api/settings-probe/task", "", "application/json");
  REQUIRE(own.status == 202);
  const auto own_id = own.json()->getValue<std::string>("job_id");
  const auto admins_check = submit_text(c);
  const auto writers_check = submit_text(writer);
  const auto example_task = c.request("POST", "/api/example/count", "", "application/json");
  REQUIRE(example_task.status == 202);
  const auto example_id = example_task.json()->getValue<std::string>("job_id");

  CHECK(c.get("/api/settings-probe/job/" + own_id).status == 200);
  for (const auto& other : {admins_check, writers_check, example_id}) {
    INFO(other);
    CHECK(c.get("/api/jobs/" + other).status == 200);  // the job exists
    CHECK(c.get("/api/settings-probe/job/" + other).status == 404);
    CHECK(writer.get("/api/settings-probe/job/" + other).status == 404);
  }
}
