// Faults through the real stack: kill -9 during a job, a guide extraction and
// user-rule saves; the grammar server killed mid-check; the data directory's
// disk full (a small tmpfs). After each, the database passes SQLite's
// PRAGMA integrity_check and the service works on.
#include <catch2/catch.hpp>

#include <sqlite3.h>
#include <sys/mount.h>
#include <unistd.h>

#include <atomic>
#include <csignal>
#include <fstream>
#include <thread>

#include "ChildProcess.hpp"
#include "HostProcess.hpp"
#include "HttpClient.hpp"

using namespace proofreader::test;

namespace {

// PRAGMA integrity_check of the data directory's database: "ok" when whole.
std::string integrity_of(const std::string& data_dir) {
  sqlite3* db = nullptr;
  const std::string path = data_dir + "/proofreader.db";
  REQUIRE(sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READWRITE, nullptr) == SQLITE_OK);
  std::string result;
  sqlite3_exec(
      db, "PRAGMA integrity_check",
      [](void* out, int, char** values, char**) {
        auto& text = *static_cast<std::string*>(out);
        text += (text.empty() ? "" : "\n") + std::string(values[0] ? values[0] : "");
        return 0;
      },
      &result, nullptr);
  sqlite3_close(db);
  return result;
}

HttpClient admin_of(const HostProcess& host) {
  HttpClient c(host.base_url());
  REQUIRE(c.login("admin", HostProcess::kAdminPassword).status == 200);
  return c;
}

std::string submit_text(HttpClient& c, const std::string& text) {
  const auto [body, type] = multipart({{"text", "", text}});
  const auto r = c.request("POST", "/api/jobs", body, type);
  REQUIRE(r.status == 202);
  return r.json()->getValue<std::string>("job_id");
}

std::string status_of(HttpClient& c, const std::string& job) {
  return c.get("/api/jobs/" + job).json()->getValue<std::string>("status");
}

// Polls job `job` until its status is `wanted` (at most `seconds`).
bool wait_status(HttpClient& c, const std::string& job, const std::string& wanted, int seconds = 60) {
  for (int i = 0; i < seconds * 50; ++i) {
    if (status_of(c, job) == wanted) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return false;
}

}  // namespace

TEST_CASE("faults: kill -9 during a job leaves a whole database and the job in error after restart",
          "[faults]") {
  TempDir data;
  std::string id;
  {
    HostProcess host(Env{{"PROOFREADER_ENGINES", "slow-engine"}, {"PROOFREADER_TEST_SLOW_MS", "20000"}},
                     data.path());
    host.start();
    auto c = admin_of(host);
    id = submit_text(c, "Долгий текст.");
    REQUIRE(wait_status(c, id, "running"));
    host.kill();
  }
  CHECK(integrity_of(data.path()) == "ok");
  HostProcess again(Env{{"PROOFREADER_ENGINES", "slow-engine"}, {"PROOFREADER_TEST_SLOW_MS", "10"}},
                    data.path());
  again.start();
  auto c = admin_of(again);
  CHECK(status_of(c, id) == "error");
  const auto next = submit_text(c, "Новый текст.");
  CHECK(wait_status(c, next, "done"));
  CHECK(integrity_of(data.path()) == "ok");
}

TEST_CASE("faults: kill -9 during a guide extraction leaves no half-saved guide", "[faults]") {
  TempDir data;
  std::string job;
  // Enough statements that parsing and recognising take a while.
  std::string guide;
  for (int i = 0; i < 40000; ++i)
    guide += "Пишем «слово" + std::to_string(i) + "», а не «слвао" + std::to_string(i) + "».\n\n";
  std::size_t guides_before = 0;
  {
    HostProcess host(Env{{"PROOFREADER_ENGINES", "style"}}, data.path());
    host.start();
    auto c = admin_of(host);
    guides_before = c.get("/api/styleguides").json()->getArray("items")->size();
    const auto [body, type] = multipart({{"file", "guide.txt", guide}});
    const auto submitted = c.request("POST", "/api/styleguides/extract", body, type);
    REQUIRE(submitted.status == 202);
    job = submitted.json()->getValue<std::string>("job_id");
    std::string stage;
    for (int i = 0; i < 3000 && stage != "parsing" && stage != "extracting" && stage != "validating"; ++i) {
      stage = c.get("/api/styleguides/extract/" + job).json()->getValue<std::string>("stage");
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    REQUIRE((stage == "parsing" || stage == "extracting" || stage == "validating"));
    host.kill();
  }
  CHECK(integrity_of(data.path()) == "ok");
  HostProcess again(Env{{"PROOFREADER_ENGINES", "style"}}, data.path());
  again.start();
  auto c = admin_of(again);
  const auto status = c.get("/api/styleguides/extract/" + job).json();
  CHECK(status->getValue<std::string>("stage") == "error");
  CHECK(c.get("/api/styleguides").json()->getArray("items")->size() == guides_before);
}

TEST_CASE("faults: kill -9 amid user-rule saves keeps every saved rule whole", "[faults]") {
  TempDir data;
  std::atomic<int> saved{0};
  {
    HostProcess host(Env{}, data.path());
    host.start();
    const std::string session = admin_of(host).session();
    std::atomic<bool> go{true};
    std::vector<std::thread> writers;
    for (int w = 0; w < 4; ++w)
      writers.emplace_back([&, w] {
        HttpClient c(host.base_url());
        c.set_session(session);
        for (int i = 0; go; ++i) {
          try {
            const auto r = c.post_json("/api/rules", R"({"pattern":"w)" + std::to_string(w) + "x" +
                                                         std::to_string(i) + R"(","message":"сообщение )" +
                                                         std::to_string(i) + R"(","suggestion":"s"})");
            if (r.status == 201 || r.status == 200) ++saved;
          } catch (const std::exception&) {
            return;  // the host is gone
          }
        }
      });
    while (saved < 40) std::this_thread::sleep_for(std::chrono::milliseconds(5));
    host.kill();
    go = false;
    for (auto& t : writers) t.join();
  }
  CHECK(integrity_of(data.path()) == "ok");
  HostProcess again(Env{}, data.path());
  again.start();
  auto c = admin_of(again);
  const auto rules = c.get("/api/rules").json()->getArray("items");
  // Every acknowledged save is there (at most the in-flight ones more), each whole.
  CHECK(static_cast<int>(rules->size()) >= saved.load());
  CHECK(static_cast<int>(rules->size()) <= saved.load() + 4);
  for (std::size_t i = 0; i < rules->size(); ++i) {
    const auto rule = rules->getObject(static_cast<unsigned>(i));
    CHECK(!rule->getValue<std::string>("pattern").empty());
    CHECK(rule->getValue<std::string>("message").rfind("сообщение ", 0) == 0);
  }
  CHECK(c.post_json("/api/rules", R"({"pattern":"после","message":"m"})").status / 100 == 2);
}

TEST_CASE("faults: the grammar server killed mid-check fails its engine and the job finishes", "[faults]") {
  const int port = free_port();
  ChildProcess grammar(bin_path("proofreader-grammar"), {"--port", std::to_string(port)});
  REQUIRE(ChildProcess::wait_healthy("http://127.0.0.1:" + std::to_string(port) + "/health", 10));
  HostProcess host(Env{{"PROOFREADER_ENGINES", "grammar-client,slow-engine"},
                       {"PROOFREADER_TEST_SLOW_MS", "10"},
                       {"PROOFREADER_GRAMMAR_URL", "http://127.0.0.1:" + std::to_string(port)}});
  host.start();
  auto c = admin_of(host);
  // Stopped, the server accepts the connection (the kernel does) but never
  // answers: the check is in flight when the server dies.
  REQUIRE(::kill(grammar.pid(), SIGSTOP) == 0);
  const auto id = submit_text(c, "Он пошол домой.");
  REQUIRE(wait_status(c, id, "running"));
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  REQUIRE(::kill(grammar.pid(), SIGKILL) == 0);
  REQUIRE(wait_status(c, id, "done", 30));
  const auto report = c.get("/api/jobs/" + id + "/report").json();
  std::map<std::string, std::string> status;
  const auto engines = report->getArray("engines");
  for (std::size_t i = 0; i < engines->size(); ++i) {
    const auto e = engines->getObject(static_cast<unsigned>(i));
    status[e->getValue<std::string>("name")] = e->getValue<std::string>("status");
  }
  CHECK(status["grammar-client"] == "failed");
  CHECK(status["slow-engine"] == "done");
  CHECK(integrity_of(host.data_dir()) == "ok");
}

TEST_CASE("faults: a full disk answers 507, keeps the database whole, and service returns once space frees",
          "[faults]") {
  if (::geteuid() != 0) {
    WARN("not root: cannot mount a tmpfs; the full-disk test did not run");
    return;
  }
  TempDir mount_point;
  REQUIRE(::mount("tmpfs", mount_point.path().c_str(), "tmpfs", 0, "size=8m") == 0);
  struct Unmount {
    std::string path;
    ~Unmount() { ::umount2(path.c_str(), MNT_DETACH); }
  } unmount{mount_point.path()};
  HostProcess host(Env{}, mount_point.path());
  host.start();
  auto c = admin_of(host);
  REQUIRE(c.post_json("/api/rules", R"({"pattern":"до","message":"m"})").status / 100 == 2);
  // Fill what is left of the disk.
  const std::string filler = mount_point.path() + "/filler";
  {
    std::ofstream out(filler, std::ios::binary);
    const std::string chunk(64 * 1024, 'x');
    while (out.write(chunk.data(), static_cast<std::streamsize>(chunk.size()))) {
    }
  }
  // Writes fail as SQLite runs out of pages (its WAL may absorb the first few).
  int insufficient = 0, other_errors = 0;
  std::string last_error;
  for (int i = 0; i < 200 && insufficient < 3; ++i) {
    const auto r = c.post_json("/api/rules", R"({"pattern":"полный)" + std::to_string(i) +
                                                 R"(","message":")" + std::string(900, 'm') + R"("})");
    if (r.status == 507) {
      ++insufficient;
      CHECK(r.error_code() == "insufficient_storage");
    } else if (r.status / 100 != 2) {
      ++other_errors;
      last_error = r.body;
    }
  }
  CHECK(insufficient >= 1);
  INFO(last_error);
  CHECK(other_errors == 0);
  CHECK(c.get("/api/health").status == 200);
  CHECK(integrity_of(mount_point.path()) == "ok");
  ::unlink(filler.c_str());
  const auto after = c.post_json("/api/rules", R"({"pattern":"после","message":"m"})");
  CHECK(after.status / 100 == 2);
  const auto id = submit_text(c, "Текст после освобождения места.");
  CHECK(!id.empty());
  CHECK(integrity_of(mount_point.path()) == "ok");
}
