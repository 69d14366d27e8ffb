// Several backends on one PostgreSQL database (issue 25): one job queue in
// the database, a job's stream through any backend, the restart rule per
// backend (leases), a cancel from any backend and the cluster's queue
// bound. Real host binaries on one database and one data directory, a real
// PostgreSQL 15 (the ctest fixture); the language model is the test double
// that speaks the OpenAI wire protocol, slowed down to keep jobs running.
#include <catch2/catch.hpp>

#include <Poco/Data/Session.h>
#include <Poco/JSON/Object.h>

#include <proofreader/sdk/jobs.hpp>

#include <algorithm>
#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <thread>

#include "FakeOpenAiServer.hpp"
#include "HostProcess.hpp"
#include "HttpClient.hpp"
#include "NginxProcess.hpp"
#include "SseReader.hpp"
#include "TempDir.hpp"
#include "TestDatabase.hpp"

using namespace proofreader::test;
using namespace Poco::Data::Keywords;

namespace {

constexpr const char* kText = "Нажмите кнопку для сохранения изменений. TODO: проверить.";

// Two backends, "a" and "b", on one database and one data directory.
struct TwoBackends {
  TempDir data;
  FakeOpenAiServer model;
  std::map<std::string, std::unique_ptr<HostProcess>> hosts;
  std::map<std::string, std::string> sessions;

  explicit TwoBackends(Env extra = {}) {
    for (const char* node : {"a", "b"}) start(node, extra);
  }

  void start(const std::string& node, Env extra = {}) {
    Env env{{"PROOFREADER_ENGINES", "llm,example-engine"},
            {"LLM_BASE_URL", model.base_url()},
            {"LLM_MODEL", "fake-model"},
            {"PROOFREADER_NODE_NAME", node},
            {"PROOFREADER_BACKEND_LEASE_SECONDS", "3"}};
    for (auto& [k, v] : extra) env[k] = v;
    hosts[node] = std::make_unique<HostProcess>(env, data.path());
    hosts[node]->start();
    HttpClient c(hosts[node]->base_url());
    REQUIRE(c.login("admin", HostProcess::kAdminPassword).status == 200);
    sessions[node] = c.session();
  }

  HttpClient client(const std::string& node) {
    HttpClient c(hosts.at(node)->base_url());
    c.set_session(sessions.at(node));
    return c;
  }

  std::string submit(const std::string& node) {
    auto [body, type] = multipart({{"text", "", kText}});
    auto r = client(node).request("POST", "/api/jobs", body, type);
    REQUIRE(r.status == 202);
    return r.json()->getValue<std::string>("job_id");
  }

  std::string status(const std::string& node, const std::string& job) {
    return client(node).get("/api/jobs/" + job).json()->getValue<std::string>("status");
  }

  // The node whose backend took `job` ("" while none has).
  std::string runner(const std::string& job) {
    auto db = host_database(data.path());
    std::string id = job;
    std::vector<std::string> nodes;
    db << "SELECT b.node FROM jobs j JOIN cluster_backends b ON b.instance = j.run_by WHERE j.id = $1",
        use(id), into(nodes), now;
    return nodes.empty() ? "" : nodes.front();
  }

  void wait_until(const std::function<bool()>& done, int seconds = 30) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(seconds);
    while (!done()) {
      REQUIRE(std::chrono::steady_clock::now() < deadline);
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
  }

  std::string final_status(const std::string& node, const std::string& job, int seconds = 60) {
    std::string s;
    wait_until(
        [&] {
          s = status(node, job);
          return s != "queued" && s != "running";
        },
        seconds);
    return s;
  }

  ~TwoBackends() {
    hosts.clear();
    drop_postgres_database_for(data.path());
  }
};

std::vector<SseEvent> read_all(SseReader& stream) {
  std::vector<SseEvent> events;
  while (auto e = stream.next()) events.push_back(*e);
  return events;
}

}  // namespace

TEST_CASE("two backends share one queue: both run jobs submitted on either, each job once") {
  TwoBackends cluster(Env{{"PROOFREADER_WORKERS", "2"}});
  cluster.model.script({200, R"({"remarks": []})", false, 150});
  std::vector<std::string> jobs;
  for (int i = 0; i < 40; ++i) jobs.push_back(cluster.submit(i % 2 ? "b" : "a"));
  for (std::size_t i = 0; i < jobs.size(); ++i)
    CHECK(cluster.final_status(i % 2 ? "a" : "b", jobs[i]) == "done");
  auto db = host_database(cluster.data.path());
  std::vector<std::string> nodes;
  std::vector<Poco::Int64> counts;
  db << "SELECT b.node, COUNT(*) FROM jobs j JOIN cluster_backends b ON b.instance = j.run_by "
        "GROUP BY b.node ORDER BY b.node",
      into(nodes), into(counts), now;
  REQUIRE(nodes.size() == 2);
  CHECK(counts[0] + counts[1] == 40);
  CHECK(counts[0] > 0);
  CHECK(counts[1] > 0);
  // Each job ran once: one history entry each.
  Poco::Int64 entries = 0;
  db << "SELECT COUNT(*) FROM check_history", into(entries), now;
  CHECK(entries == 40);

  // /api/health/full on either backend: the database, both backends alive, the cluster's queue.
  auto health = cluster.client("b").get("/api/health/full").json();
  CHECK(health->getObject("database")->getValue<std::string>("kind") == "postgresql");
  auto figures = health->getObject("cluster");
  CHECK(figures->getValue<std::string>("status") == "ok");
  CHECK(figures->getValue<std::string>("node") == "b");
  auto backends = figures->getArray("backends");
  REQUIRE(backends->size() == 2);
  for (unsigned i = 0; i < 2; ++i) {
    CHECK(backends->getObject(i)->getValue<bool>("alive"));
    CHECK(backends->getObject(i)->getValue<double>("lease_age_s") < 3.0);
  }
  CHECK(backends->getObject(0)->getValue<std::string>("node") == "a");
  CHECK(backends->getObject(1)->getValue<bool>("self"));
  CHECK(figures->getObject("queue")->getValue<int>("queued") == 0);
  CHECK(figures->getObject("queue")->getValue<int>("running") == 0);
}

TEST_CASE("a queued file's layout survives the queue: the report read through either backend has it") {
  TwoBackends cluster;
  cluster.model.script({200, R"({"remarks": []})", false, 0});
  auto [body, type] = multipart({{"file", "notes.md", "## Настройка\n\nНажмите **Сохранить** и *ждите*.\n"}});
  auto r = cluster.client("a").request("POST", "/api/jobs", body, type);
  REQUIRE(r.status == 202);
  const auto job = r.json()->getValue<std::string>("job_id");
  REQUIRE(cluster.final_status("a", job) == "done");
  for (const char* node : {"a", "b"}) {
    const auto blocks = cluster.client(node).get("/api/jobs/" + job + "/report").json()->getArray("blocks");
    REQUIRE(blocks->size() == 2);
    CHECK(blocks->getObject(0)->getValue<int>("level") == 2);
    const auto styles = blocks->getObject(1)->getArray("styles");
    REQUIRE(styles->size() == 2);
    CHECK(styles->getObject(0)->getValue<std::string>("kind") == "bold");
    CHECK(styles->getObject(0)->getValue<int>("offset") == 8);
    CHECK(styles->getObject(1)->getValue<std::string>("kind") == "italic");
  }
}

TEST_CASE("a job streams through the backend that does not run it, with the same events and ids") {
  TwoBackends cluster;
  cluster.model.script({200, R"({"remarks": []})", false, 1500});
  const auto job = cluster.submit("a");
  cluster.wait_until([&] { return !cluster.runner(job).empty(); });
  const std::string runner = cluster.runner(job), other = runner == "a" ? "b" : "a";
  SseReader through_other("127.0.0.1", cluster.hosts[other]->port(), "/api/jobs/" + job + "/stream",
                          cluster.sessions[other]);
  REQUIRE(through_other.status() == 200);
  const auto seen = read_all(through_other);
  REQUIRE(!seen.empty());
  CHECK(seen.back().name == "done");
  std::set<std::string> names;
  for (std::size_t i = 0; i < seen.size(); ++i) {
    CHECK(seen[i].id == static_cast<long long>(i) + 1);
    names.insert(seen[i].name);
  }
  CHECK(names.count("document"));
  CHECK(names.count("card"));  // the example engine's remark on «TODO»
  // Reconnecting through either backend after an id replays the rest alike.
  for (const auto& node : {runner, other}) {
    SseReader again("127.0.0.1", cluster.hosts[node]->port(), "/api/jobs/" + job + "/stream",
                    cluster.sessions[node], 2);
    const auto rest = read_all(again);
    REQUIRE(rest.size() == seen.size() - 2);
    CHECK(rest.front().id == 3);
    CHECK(rest.back().name == "done");
  }
}

TEST_CASE("a backend killed during a job: its job ends with the restart message once its lease runs out") {
  TwoBackends cluster;
  cluster.model.script({200, R"({"remarks": []})", false, 15000});
  const auto job = cluster.submit("a");
  cluster.wait_until([&] { return !cluster.runner(job).empty(); });
  const std::string runner = cluster.runner(job), other = runner == "a" ? "b" : "a";
  SseReader stream("127.0.0.1", cluster.hosts[other]->port(), "/api/jobs/" + job + "/stream",
                   cluster.sessions[other]);
  cluster.hosts[runner]->kill();
  const auto killed_at = std::chrono::steady_clock::now();
  const auto backends_seen = [&] {
    return cluster.client(other).get("/api/health/full").json()->getObject("cluster")->getArray("backends");
  };
  // Until the lease runs out the dead backend is still listed, then it goes.
  cluster.wait_until([&] { return backends_seen()->size() == 1; }, 30);
  CHECK(cluster.final_status(other, job, 30) == "error");
  CHECK(std::chrono::steady_clock::now() - killed_at >= std::chrono::seconds(2));  // the lease, not at once
  auto snapshot = cluster.client(other).get("/api/jobs/" + job).json();
  CHECK(snapshot->getValue<std::string>("error") == proofreader::sdk::kInterruptedByRestart);
  const auto events = read_all(stream);
  REQUIRE(!events.empty());
  CHECK(events.back().name == "error");
  CHECK(events.back().data.find(proofreader::sdk::kInterruptedByRestart) != std::string::npos);
  // The other backend keeps serving, and runs what comes next.
  cluster.model.script({200, R"({"remarks": []})", false, 0});
  const auto next = cluster.submit(other);
  CHECK(cluster.final_status(other, next) == "done");
}

TEST_CASE("a backend restarted under its name ends its own jobs at once, and nobody else's") {
  TwoBackends cluster(Env{{"PROOFREADER_WORKERS", "1"}, {"PROOFREADER_BACKEND_LEASE_SECONDS", "600"}});
  cluster.model.script({200, R"({"remarks": []})", false, 4000});
  const auto first = cluster.submit("a"), second = cluster.submit("b");
  cluster.wait_until([&] { return !cluster.runner(first).empty() && !cluster.runner(second).empty(); });
  REQUIRE(cluster.runner(first) != cluster.runner(second));  // one worker each: one job each
  const std::string on_a = cluster.runner(first) == "a" ? first : second;
  const std::string on_b = on_a == first ? second : first;
  cluster.hosts["a"]->kill();
  cluster.start("a", {{"PROOFREADER_WORKERS", "1"}, {"PROOFREADER_BACKEND_LEASE_SECONDS", "600"}});
  // Long before a 600 s lease could run out.
  CHECK(cluster.status("b", on_a) == "error");
  CHECK(cluster.status("b", on_b) == "running");
  CHECK(cluster.final_status("b", on_b) == "done");
}

TEST_CASE("a cancel through any backend reaches the backend running the job") {
  TwoBackends cluster;
  cluster.model.script({200, R"({"remarks": []})", false, 15000});
  const auto job = cluster.submit("a");
  cluster.wait_until([&] { return !cluster.runner(job).empty(); });
  const std::string other = cluster.runner(job) == "a" ? "b" : "a";
  auto r = cluster.client(other).request("DELETE", "/api/jobs/" + job);
  CHECK(r.status == 200);
  CHECK(cluster.final_status(other, job, 20) == "cancelled");
  // A finished job cannot be cancelled again, through either backend.
  CHECK(cluster.client("a").request("DELETE", "/api/jobs/" + job).status == 409);
  CHECK(cluster.client("b").request("DELETE", "/api/jobs/" + job).status == 409);
}

TEST_CASE("the queue bound is the cluster's: past it either backend answers 503 queue_full") {
  TwoBackends cluster(Env{{"PROOFREADER_WORKERS", "1"}, {"PROOFREADER_MAX_QUEUED_JOBS", "3"}});
  cluster.model.script({200, R"({"remarks": []})", false, 15000});
  std::vector<std::string> running{cluster.submit("a"), cluster.submit("b")};
  cluster.wait_until(
      [&] { return !cluster.runner(running[0]).empty() && !cluster.runner(running[1]).empty(); });
  for (int i = 0; i < 3; ++i) cluster.submit(i % 2 ? "a" : "b");  // three wait: the bound
  for (const char* node : {"a", "b"}) {
    auto [body, type] = multipart({{"text", "", kText}});
    auto r = cluster.client(node).request("POST", "/api/jobs", body, type);
    CHECK(r.status == 503);
    CHECK(r.error_code() == "queue_full");
    CHECK(!r.header("Retry-After").empty());
  }
  // A queued job cancelled through the backend that did not queue it frees a place.
  auto db = host_database(cluster.data.path());
  std::vector<std::string> queued;
  db << "SELECT id FROM jobs WHERE status = 'queued' ORDER BY created_at", into(queued), now;
  REQUIRE(queued.size() == 3);
  CHECK(cluster.client("a").request("DELETE", "/api/jobs/" + queued[0]).status == 200);
  CHECK(cluster.client("b").request("DELETE", "/api/jobs/" + queued[1]).status == 200);
  CHECK(cluster.status("a", queued[0]) == "cancelled");
  CHECK(cluster.status("b", queued[1]) == "cancelled");
  auto [body, type] = multipart({{"text", "", kText}});
  CHECK(cluster.client("b").request("POST", "/api/jobs", body, type).status == 202);
}

TEST_CASE("model settings changed on one backend are what the other uses at once") {
  TwoBackends cluster;
  const auto model_of = [&](const std::string& node) {
    return cluster.client(node).get("/api/settings").json()->getObject("llm_model");
  };
  CHECK(model_of("b")->getValue<std::string>("value") == "fake-model");
  REQUIRE(cluster.client("a")
              .request("PUT", "/api/settings", R"({"llm_model": "model-set-on-a"})", "application/json")
              .status == 200);
  cluster.wait_until([&] { return model_of("b")->getValue<std::string>("value") == "model-set-on-a"; }, 5);
  CHECK(model_of("b")->getValue<std::string>("source") == "settings");
  // And the other's next check asks the model under that name.
  cluster.model.script({200, R"({"remarks": []})", false, 0});
  const auto job = cluster.submit("b");
  CHECK(cluster.final_status("b", job) == "done");
  const auto calls = cluster.model.requests_to("/v1/chat/completions");
  REQUIRE(!calls.empty());
  CHECK(calls.back().body.find("\"model-set-on-a\"") != std::string::npos);
  // Removing it on B brings the environment's value back on A.
  REQUIRE(cluster.client("b")
              .request("PUT", "/api/settings", R"({"llm_model": null})", "application/json")
              .status == 200);
  cluster.wait_until([&] { return model_of("a")->getValue<std::string>("value") == "fake-model"; }, 5);
}

// The check's settings are read from the database for every job (in one round trip each; nothing is
// cached), so a change through one backend is what the other's next job uses.
TEST_CASE("a guide selected and a rule added on one backend are what the other's next job uses") {
  TwoBackends cluster(Env{{"PROOFREADER_ENGINES", "style"}});
  const auto report_of = [&](const std::string& node, const std::string& text) {
    auto [body, type] = multipart({{"text", "", text}});
    auto r = cluster.client(node).request("POST", "/api/jobs", body, type);
    REQUIRE(r.status == 202);
    const auto job = r.json()->getValue<std::string>("job_id");
    REQUIRE(cluster.final_status(node, job) == "done");
    return cluster.client(node).get("/api/jobs/" + job + "/report").json();
  };
  // How many of the report's remarks have `words` in their message.
  const auto count = [](const Poco::JSON::Object::Ptr& report, const std::string& words) {
    auto remarks = report->getArray("remarks");
    int n = 0;
    for (std::size_t i = 0; i < remarks->size(); ++i)
      n += remarks->getObject(static_cast<unsigned>(i))->getValue<std::string>("message").find(words) !=
           std::string::npos;
    return n;
  };
  const std::string text = "Согласуйте ПО и отчёт.";
  CHECK(report_of("b", text)->getObject("styleguide")->getValue<std::string>("id") == "default-ru");

  auto a = cluster.client("a");
  REQUIRE(a.request("PUT", "/api/styleguides/ours",
                    R"({"name":"Наш","rules":[{"id":"r1","kind":"replace","phrase":"отчёт",)"
                    R"("replacement":"доклад","message":"Пишите «доклад»"}]})",
                    "application/json")
              .status == 201);
  REQUIRE(a.post_json("/api/styleguides/ours/select", "{}").status == 200);
  REQUIRE(
      a.post_json("/api/rules", R"({"pattern":"ПО","message":"Расшифруйте","scope":"everyone"})").status ==
      201);
  const auto on_b = report_of("b", text);
  CHECK(on_b->getObject("styleguide")->getValue<std::string>("id") == "ours");
  CHECK(count(on_b, "доклад") == 1);
  CHECK(count(on_b, "Расшифруйте") == 1);

  // And back through b: a's next job has the default guide again.
  REQUIRE(cluster.client("b").post_json("/api/styleguides/default-ru/select", "{}").status == 200);
  const auto on_a = report_of("a", text);
  CHECK(on_a->getObject("styleguide")->getValue<std::string>("id") == "default-ru");
  CHECK(count(on_a, "доклад") == 0);
  CHECK(count(on_a, "Расшифруйте") == 1);
}

TEST_CASE(
    "a check queued on one backend and taken by another after its guide was edited uses the guide as it "
    "was at submit, and the queued request names the guide instead of carrying it") {
  TwoBackends cluster(Env{{"PROOFREADER_ENGINES", "style,slow-engine"},
                          {"PROOFREADER_TEST_SLOW_MS", "2500"},
                          {"PROOFREADER_WORKERS", "1"}});
  auto a = cluster.client("a");
  const auto put_guide = [&](const std::string& word) {
    auto r = a.request("PUT", "/api/styleguides/ours",
                       R"({"name":"Наш","rules":[{"id":"r1","kind":"replace","phrase":"отчёт",)"
                       R"("replacement":")" +
                           word + R"(","message":"Пишите «)" + word + R"(»"}]})",
                       "application/json");
    REQUIRE((r.status == 200 || r.status == 201));
    return r.json()->getValue<int>("version");
  };
  const int submitted_version = put_guide("доклад");
  REQUIRE(a.post_json("/api/styleguides/ours/select", "{}").status == 200);

  // Each backend's one worker is held by the slow engine, one for three blocks, the other for one:
  // the check waits in the queue, and the backend that frees first is not the one it was queued on.
  const auto submit_on = [&](const std::string& node, const std::string& text) {
    auto [body, type] = multipart({{"text", "", text}});
    auto r = cluster.client(node).request("POST", "/api/jobs", body, type);
    REQUIRE(r.status == 202);
    return r.json()->getValue<std::string>("job_id");
  };
  const auto longer = submit_on("a", "Первый абзац.\n\nВторой абзац.\n\nТретий абзац.");
  cluster.wait_until([&] { return !cluster.runner(longer).empty(); });
  const std::string queued_on = cluster.runner(longer), freed_first = queued_on == "a" ? "b" : "a";
  const auto shorter = submit_on(queued_on, "Один абзац.");
  cluster.wait_until([&] { return cluster.runner(shorter) == freed_first; });
  const auto job = submit_on(queued_on, "Согласуйте отчёт.");
  {
    auto db = host_database(cluster.data.path());
    std::string id = job;
    std::vector<std::string> requests;
    db << "SELECT request_json FROM jobs WHERE id = $1 AND status = 'queued'", use(id), into(requests), now;
    REQUIRE(requests.size() == 1);
    CHECK(requests.front().find("Пишите") == std::string::npos);  // the guide's rules stay out of it
  }

  put_guide("сообщение");  // edited in place while the check waits
  REQUIRE(cluster.final_status(freed_first, job) == "done");
  CHECK(cluster.runner(job) == freed_first);
  const auto report = cluster.client(freed_first).get("/api/jobs/" + job + "/report").json();
  CHECK(report->getObject("styleguide")->getValue<int>("version") == submitted_version);
  std::string messages;
  const auto remarks = report->getArray("remarks");
  for (std::size_t i = 0; i < remarks->size(); ++i)
    messages += remarks->getObject(static_cast<unsigned>(i))->getValue<std::string>("message") + "\n";
  CHECK(messages.find("доклад") != std::string::npos);
  CHECK(messages.find("сообщение") == std::string::npos);
}

TEST_CASE(
    "behind nginx: jobs of users on either backend run on both, stream through the user's backend, and a "
    "kill -9 ends the dead backend's job after its lease while the other's users go on") {
  TwoBackends cluster(Env{{"PROOFREADER_WORKERS", "2"}});
  NginxProcess nginx("a=" + loopback(cluster.hosts["a"]->port()) +
                     ",b=" + loopback(cluster.hosts["b"]->port()));
  // nginx hands logins round-robin; the session id names the backend that holds it.
  const auto session_on = [&](const std::string& node) {
    for (int i = 0; i < 20; ++i) {
      HttpClient c(nginx.base_url());
      REQUIRE(c.login("admin", HostProcess::kAdminPassword).status == 200);
      if (c.session().rfind(node + ".", 0) == 0) return c;
    }
    FAIL("no login landed on " + node);
    return HttpClient(nginx.base_url());
  };
  auto on_a = session_on("a"), on_b = session_on("b");
  const auto submit = [&](HttpClient& c) {
    auto [body, type] = multipart({{"text", "", kText}});
    auto r = c.request("POST", "/api/jobs", body, type);
    REQUIRE(r.status == 202);
    return r.json()->getValue<std::string>("job_id");
  };
  cluster.model.script({200, R"({"remarks": []})", false, 100});
  std::vector<std::string> jobs;
  for (int i = 0; i < 40; ++i) jobs.push_back(submit(i % 2 ? on_b : on_a));
  for (const auto& job : jobs) CHECK(cluster.final_status("a", job) == "done");
  std::set<std::string> runners;
  for (const auto& job : jobs) runners.insert(cluster.runner(job));
  CHECK(runners == std::set<std::string>{"a", "b"});

  // A job that runs on A, followed through nginx by a user whose session is on B.
  cluster.model.script({200, R"({"remarks": []})", false, 1500});
  std::string on_a_job;
  for (int i = 0; i < 10 && on_a_job.empty(); ++i) {
    const auto job = submit(on_b);
    cluster.wait_until([&] { return !cluster.runner(job).empty(); });
    if (cluster.runner(job) == "a") on_a_job = job;
  }
  REQUIRE(!on_a_job.empty());
  SseReader stream("127.0.0.1", nginx.port(), "/api/jobs/" + on_a_job + "/stream", on_b.session());
  const auto events = read_all(stream);
  REQUIRE(!events.empty());
  CHECK(events.back().name == "done");
  CHECK(std::any_of(events.begin(), events.end(), [](const SseEvent& e) { return e.name == "card"; }));

  // A dies running a job: B's user sees it end with the restart message once A's lease has run out,
  // A's user must log in again, B's user goes on.
  cluster.model.script({200, R"({"remarks": []})", false, 15000});
  std::string dying;
  for (int i = 0; i < 10 && dying.empty(); ++i) {
    const auto job = submit(on_b);
    cluster.wait_until([&] { return !cluster.runner(job).empty(); });
    if (cluster.runner(job) == "a") dying = job;
  }
  REQUIRE(!dying.empty());
  cluster.hosts["a"]->kill();
  std::string status;
  cluster.wait_until([&] {
    status = on_b.get("/api/jobs/" + dying).json()->getValue<std::string>("status");
    return status != "queued" && status != "running";
  });
  CHECK(status == "error");
  CHECK(on_b.get("/api/jobs/" + dying).json()->getValue<std::string>("error") ==
        proofreader::sdk::kInterruptedByRestart);
  CHECK(on_a.get("/api/auth/me").status == 401);
  CHECK(on_b.get("/api/auth/me").status == 200);
  cluster.model.script({200, R"({"remarks": []})", false, 0});
  CHECK(cluster.final_status("b", submit(on_b)) == "done");
}

TEST_CASE("a backend that starts while a check waits in the shared queue runs it with its engines loaded") {
  const Env env{{"PROOFREADER_ENGINES", "style,slow-engine"},
                {"PROOFREADER_TEST_SLOW_MS", "2500"},
                {"PROOFREADER_WORKERS", "1"}};
  TwoBackends cluster(env);
  cluster.hosts.erase("b");  // stopped: only a runs jobs for now
  auto a = cluster.client("a");
  auto r = a.request("PUT", "/api/styleguides/ours",
                     R"({"name":"Наш","rules":[{"id":"r1","kind":"replace","phrase":"отчёт",)"
                     R"("replacement":"доклад","message":"Пишите «доклад»"}]})",
                     "application/json");
  REQUIRE((r.status == 200 || r.status == 201));
  REQUIRE(a.post_json("/api/styleguides/ours/select", "{}").status == 200);
  const auto submit = [&](const std::string& text) {
    auto [body, type] = multipart({{"text", "", text}});
    auto submitted = a.request("POST", "/api/jobs", body, type);
    REQUIRE(submitted.status == 202);
    return submitted.json()->getValue<std::string>("job_id");
  };
  // a's one worker is held for three blocks of the slow engine, so the next check waits in the queue.
  const auto busy = submit("Первый абзац.\n\nВторой абзац.\n\nТретий абзац.");
  cluster.wait_until([&] { return cluster.runner(busy) == "a"; });
  const auto job = submit("Согласуйте отчёт.");
  cluster.start("b", env);  // its worker finds the job at once
  REQUIRE(cluster.final_status("b", job) == "done");
  CHECK(cluster.runner(job) == "b");
  const auto report = cluster.client("b").get("/api/jobs/" + job + "/report").json();
  const auto remarks = report->getArray("remarks");
  std::string messages;
  for (std::size_t i = 0; i < remarks->size(); ++i)
    messages += remarks->getObject(static_cast<unsigned>(i))->getValue<std::string>("message") + "\n";
  CHECK(messages.find("доклад") != std::string::npos);
}
