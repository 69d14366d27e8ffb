// The plugin boundary through the real host: where a plugin's data lives (its
// own folder and store inside the data directory), the section services
// (submit_check with an origin and on_finished, submit_task with progress),
// prefixes enforced, the one shutdown order with a slow engine, the bounded
// queue, a report stored once, and a default configuration that names only
// plugins the build made.
#include <catch2/catch.hpp>

#include <Poco/Data/SQLite/Connector.h>
#include <Poco/Data/Session.h>
#include <Poco/File.h>
#include <Poco/JSON/Array.h>
#include <Poco/JSON/Parser.h>
#include <Poco/Util/PropertyFileConfiguration.h>

#include <sstream>
#include <thread>

#include "HostProcess.hpp"
#include "HttpClient.hpp"
#include "ServiceQueries.hpp"
#include "SseReader.hpp"
#include "TempDir.hpp"
#include "TestDatabase.hpp"

using namespace proofreader::test;
using namespace Poco::Data::Keywords;

namespace {

HttpClient admin(const HostProcess& host) {
  HttpClient c(host.base_url());
  REQUIRE(c.login("admin", HostProcess::kAdminPassword).status == 200);
  return c;
}

Poco::JSON::Object::Ptr parse(const std::string& s) {
  Poco::JSON::Parser p;
  return p.parse(s).extract<Poco::JSON::Object::Ptr>();
}

void wait_running(HttpClient& c, const std::string& id) {
  for (int i = 0; i < 200 && c.get("/api/jobs/" + id).json()->getValue<std::string>("status") != "running";
       ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  REQUIRE(c.get("/api/jobs/" + id).json()->getValue<std::string>("status") == "running");
}

std::string submit_text(HttpClient& c, const std::string& text) {
  auto [body, type] = multipart({{"text", "", text}});
  auto r = c.request("POST", "/api/jobs", body, type);
  REQUIRE(r.status == 202);
  return r.json()->getValue<std::string>("job_id");
}

bool has(const std::vector<std::string>& v, const std::string& x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

}  // namespace

TEST_CASE(
    "a section's data lives in its own folder and store inside the data directory, whatever the path's "
    "form") {
  TempDir root;
  const std::string data = root.path() + "/data";
  // A trailing slash once made the last component a file name: data went to <parent>/plugins/<name>.
  HostProcess host(Env{{"PROOFREADER_SECTIONS", "example"}, {"PROOFREADER_ENGINES", "example-engine"}},
                   data + "/");
  host.start();
  auto c = admin(host);
  auto note = c.post_json("/api/example/notes", R"({"text":"Первая строка.\nTODO: дописать раздел."})");
  REQUIRE(note.status == 202);
  wait_finished(c, note.json()->getValue<std::string>("job_id"));

  CHECK(Poco::File(data + "/plugins/example").isDirectory());
  CHECK(Poco::File(data + "/plugins/example/store.db").exists() == !testing_on_postgresql());
  CHECK_FALSE(Poco::File(root.path() + "/plugins").exists());
  // The store is the plugin's own (a file, or a schema): its table is there and not in the service's
  // database, and the service's accounts are not in the store.
  CHECK(has(table_names(data, "example"), "notes"));
  CHECK_FALSE(has(table_names(data, "example"), "users"));
  CHECK(has(table_names(data), "users"));
  CHECK_FALSE(has(table_names(data), "notes"));
}

TEST_CASE(
    "a section checks blocks it made: the report and history carry its origin, on_finished sees the result") {
  HostProcess host(Env{{"PROOFREADER_SECTIONS", "example"}, {"PROOFREADER_ENGINES", "example-engine"}});
  host.start();
  auto c = admin(host);
  auto r =
      c.post_json("/api/example/notes", R"({"text":"TODO: первое.\nВторое без пометок.\nFIXME: третье."})");
  REQUIRE(r.status == 202);
  const auto note_id = r.json()->getValue<int>("id");
  const auto job_id = r.json()->getValue<std::string>("job_id");
  auto job = wait_finished(c, job_id);
  REQUIRE(job->getValue<std::string>("status") == "done");
  CHECK(job->getObject("origin")->getValue<std::string>("section") == "example");

  auto report = c.get("/api/jobs/" + job_id + "/report");
  REQUIRE(report.status == 200);
  auto body = report.json();
  CHECK(body->getArray("blocks")->size() == 3);
  const auto remarks = body->getArray("remarks")->size();
  CHECK(remarks == 2);  // the example engine marks TODO and FIXME
  CHECK(body->getObject("origin")->getValue<int>("note") == note_id);
  const auto history_id = body->getValue<int>("history_id");
  CHECK(history_id > 0);

  // The history entry leads back to the job, and its report to the origin.
  auto entry = c.get("/api/checks/history/" + std::to_string(history_id)).json();
  CHECK(entry->getValue<std::string>("job_id") == job_id);
  CHECK(entry->getObject("origin")->getValue<std::string>("section") == "example");
  auto items = c.get("/api/checks/history").json()->getArray("items");
  REQUIRE(items->size() == 1);
  CHECK(items->getObject(0)->getValue<std::string>("job_id") == job_id);

  // on_finished ran on the host's worker and wrote the count to the section's store.
  Poco::JSON::Object::Ptr stored;
  for (int i = 0; i < 100; ++i) {
    stored = c.get("/api/example/notes/" + std::to_string(note_id)).json();
    if (!stored->isNull("remarks")) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  CHECK(stored->getValue<std::size_t>("remarks") == remarks);
  // The section reports its own figures in the admin's health view.
  auto health = c.get("/api/health/full").json();
  CHECK(health->getObject("sections")->getObject("example")->getValue<int>("notes") == 1);
  CHECK(health->getObject("repository")->getValue<std::string>("status") == "off");
}

TEST_CASE(
    "a section's background task is a job: stages and its own events on the stream, its result as the "
    "report") {
  HostProcess host(Env{{"PROOFREADER_SECTIONS", "example"}});
  host.start();
  auto c = admin(host);
  auto r = c.request("POST", "/api/example/count");
  REQUIRE(r.status == 202);
  const auto id = r.json()->getValue<std::string>("job_id");
  SseReader stream("127.0.0.1", host.port(), "/api/jobs/" + id + "/stream", c.session());
  int ticks = 0, stages = 0;
  std::string end;
  while (auto e = stream.next()) {
    if (e->name == "tick") ++ticks;
    if (e->name == "stage" && e->data.find("counting") != std::string::npos) ++stages;
    if (e->name == "done" || e->name == "error" || e->name == "cancelled") {
      end = e->name;
      break;
    }
  }
  CHECK(end == "done");
  CHECK(ticks == 3);
  CHECK(stages == 3);
  auto job = c.get("/api/jobs/" + id).json();
  CHECK(job->getValue<std::string>("kind") == "example_count");
  CHECK(c.get("/api/jobs/" + id + "/report").body == R"({"counted":3})");
  // Tasks are not checks: the list of checks leaves them out.
  CHECK(c.get("/api/jobs").json()->getArray("items")->size() == 0);
}

TEST_CASE("a section with a route outside its prefixes is refused and unloaded — the host serves on") {
  HostProcess host(Env{{"PROOFREADER_SECTIONS", "stray-section,example"}});
  host.start();
  auto c = admin(host);
  CHECK(plugin_state(c, "stray-section") == "failed");
  CHECK_FALSE(host.has_mapped("libstray-section.so"));
  CHECK(c.get("/api/stray/ok").status == 404);
  CHECK(c.get("/api/users/stray").status == 404);
  CHECK(host.output().find("lies outside the plugin's prefixes") != std::string::npos);
  CHECK(plugin_state(c, "example") == "loaded");
  CHECK(c.get("/api/example/hello").status == 200);
}

TEST_CASE(
    "a stop signal mid-check: the engine is cancelled and joined, the host exits cleanly, the job says so") {
  TempDir data;
  std::string id;
  {
    HostProcess host(Env{{"PROOFREADER_ENGINES", "slow-engine"}, {"PROOFREADER_TEST_SLOW_MS", "20000"}},
                     data.path());
    host.start();
    auto c = admin(host);
    id = submit_text(c, "Долгий текст.\n\nЕщё абзац.");
    wait_running(c, id);
    CHECK(host.stop() == 0);
    CHECK(host.output().find("left loaded") == std::string::npos);
  }
  HostProcess again(Env{}, data.path());
  again.start();
  auto c = admin(again);
  auto job = c.get("/api/jobs/" + id).json();
  CHECK(job->getValue<std::string>("status") == "error");
  CHECK(job->getValue<std::string>("error") == "Прервано рестартом сервера");
}

TEST_CASE(
    "an engine that ignores cancellation past the grace keeps its plugin loaded, and the host still exits "
    "cleanly") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "slow-engine"},
                       {"PROOFREADER_TEST_SLOW_MS", "8000"},
                       {"PROOFREADER_TEST_SLOW_IGNORE_CANCEL", "true"},
                       {"PROOFREADER_SHUTDOWN_GRACE_SECONDS", "1"}});
  host.start();
  auto c = admin(host);
  const auto id = submit_text(c, "Текст, который проверяют долго.");
  wait_running(c, id);
  CHECK(host.stop() == 0);  // no dlclose under the running engine: no crash
  CHECK(host.output().find("plugins left loaded at exit") != std::string::npos);
}

TEST_CASE("the job queue is bounded: past it, 503 queue_full with Retry-After, and nothing is stored") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "slow-engine"},
                       {"PROOFREADER_TEST_SLOW_MS", "5000"},
                       {"PROOFREADER_WORKERS", "1"},
                       {"PROOFREADER_MAX_QUEUED_JOBS", "2"}});
  host.start();
  auto c = admin(host);
  const auto running = submit_text(c, "Первая.");
  wait_running(c, running);
  submit_text(c, "Вторая.");
  submit_text(c, "Третья.");
  auto [body, type] = multipart({{"text", "", "Четвёртая."}});
  auto full = c.request("POST", "/api/jobs", body, type);
  CHECK(full.status == 503);
  CHECK(full.error_code() == "queue_full");
  CHECK(full.header("Retry-After") == "5");
  // Cancelling one frees a place.
  CHECK(c.request("DELETE", "/api/jobs/" + running).status == 200);
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  std::tie(body, type) = multipart({{"text", "", "Четвёртая."}});
  CHECK(c.request("POST", "/api/jobs", body, type).status == 202);
}

TEST_CASE("a check's report is stored once, in its history entry — deleting the entry deletes the report") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "example-engine"}});
  host.start();
  auto c = admin(host);
  const auto id = submit_text(c, "TODO: проверить.");
  REQUIRE(wait_finished(c, id)->getValue<std::string>("status") == "done");
  auto report = c.get("/api/jobs/" + id + "/report");
  REQUIRE(report.status == 200);
  const auto history_id = report.json()->getValue<int>("history_id");
  {
    Poco::Data::Session s = host_database(host.data_dir());
    int in_jobs = -1, in_history = -1;
    std::string key = id;
    s << "SELECT COUNT(*) FROM jobs WHERE id = $1 AND report_json IS NOT NULL", use(key), into(in_jobs), now;
    s << "SELECT COUNT(*) FROM check_history WHERE job_id = $1", use(key), into(in_history), now;
    CHECK(in_jobs == 0);
    CHECK(in_history == 1);
  }
  REQUIRE(c.request("DELETE", "/api/checks/history/" + std::to_string(history_id)).status == 200);
  auto gone = c.get("/api/jobs/" + id + "/report");
  CHECK(gone.status == 404);
  CHECK(parse(gone.body)->getObject("error")->getValue<std::string>("message") ==
        "Отчёт удалён вместе с записью истории");
}

TEST_CASE(
    "the build's default configuration names only plugins the build made, and a start logs no plugin error") {
  const std::string build = std::getenv("PROOFREADER_BUILD_DIR");
  Poco::AutoPtr<Poco::Util::PropertyFileConfiguration> config(
      new Poco::Util::PropertyFileConfiguration(build + "/etc/proofreader.properties"));
  const auto engines = config->getString("PROOFREADER_ENGINES");
  const auto sections = config->getString("PROOFREADER_SECTIONS");
  for (const auto& list : {engines, sections}) {
    std::stringstream names(list);
    for (std::string name; std::getline(names, name, ',');) {
      INFO(name);
      if (!name.empty()) CHECK(Poco::File(build + "/plugins/lib" + name + ".so").exists());
    }
  }
  HostProcess host(Env{{"PROOFREADER_ENGINES", engines}, {"PROOFREADER_SECTIONS", sections}});
  host.start();
  // PluginManager logs a refused, missing or failed plugin as "[plugins] plugin <name> <state>: <why>".
  CHECK(host.output().find("[plugins] plugin ") == std::string::npos);
}
