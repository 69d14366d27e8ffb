// Jobs through the real host: lifecycle, live cards, SSE resume and replay,
// cancel, failing engines, pipeline versions, the restart rule, bad input.
#include <catch2/catch.hpp>

#include <atomic>

#include <Poco/Data/SQLite/Connector.h>
#include <Poco/Data/Session.h>
#include <Poco/JSON/Array.h>
#include <Poco/JSON/Parser.h>

#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

#include "HostProcess.hpp"
#include "HttpClient.hpp"
#include "ServiceQueries.hpp"
#include "SseReader.hpp"
#include "TestDatabase.hpp"

using namespace proofreader::test;

namespace {

HttpClient logged_in(const HostProcess& host) {
  HttpClient c(host.base_url());
  REQUIRE(c.login("admin", HostProcess::kAdminPassword).status == 200);
  return c;
}

std::string submit_text(HttpClient& c, const std::string& text, const std::string& extra = "") {
  auto [body, type] = multipart({{"text", "", text}});
  if (!extra.empty()) std::tie(body, type) = multipart({{"text", "", text}, {extra, "", "false"}});
  auto r = c.request("POST", "/api/jobs", body, type);
  REQUIRE(r.status == 202);
  return r.json()->getValue<std::string>("job_id");
}

// A field of each engine's report entry, by engine name (absent fields left out).
std::map<std::string, std::string> engine_field(const Poco::JSON::Object::Ptr& report,
                                                const std::string& field) {
  std::map<std::string, std::string> out;
  auto engines = report->getArray("engines");
  for (std::size_t i = 0; i < engines->size(); ++i) {
    auto e = engines->getObject(static_cast<unsigned>(i));
    if (e->has(field) && !e->isNull(field))
      out[e->getValue<std::string>("name")] = e->getValue<std::string>(field);
  }
  return out;
}

Poco::JSON::Object::Ptr parse(const std::string& s) {
  Poco::JSON::Parser p;
  return p.parse(s).extract<Poco::JSON::Object::Ptr>();
}

}  // namespace

TEST_CASE("a job streams cards while it runs, then its report") {
  HostProcess host(
      Env{{"PROOFREADER_ENGINES", "slow-engine,example-engine"}, {"PROOFREADER_TEST_SLOW_MS", "250"}});
  host.start();
  auto c = logged_in(host);
  const auto id = submit_text(c, "Первый абзац TODO.\n\nВторой абзац.\n\nТретий абзац.");
  SseReader stream("127.0.0.1", host.port(), "/api/jobs/" + id + "/stream", c.session());
  REQUIRE(stream.status() == 200);
  CHECK(stream.header("X-Accel-Buffering") == "no");
  CHECK(stream.header("Content-Type").find("text/event-stream") == 0);
  std::vector<SseEvent> events;
  while (auto e = stream.next()) events.push_back(*e);
  REQUIRE(events.size() >= 5);
  CHECK(events.back().name == "done");
  long long last = 0;
  for (const auto& e : events) {
    CHECK(e.id == last + 1);  // ordered ids, nothing skipped
    last = e.id;
  }
  std::vector<SseEvent> cards;
  for (const auto& e : events)
    if (e.name == "card") cards.push_back(e);
  REQUIRE(cards.size() == 4);  // three blocks of the slow engine, one TODO
  // The text came once, before the first card, so a client can mark remarks in place as they arrive.
  std::vector<SseEvent> texts;
  for (const auto& e : events)
    if (e.name == "document") texts.push_back(e);
  REQUIRE(texts.size() == 1);
  CHECK(texts[0].id < cards.front().id);
  auto streamed = parse(texts[0].data)->getArray("blocks");
  REQUIRE(streamed->size() == 3);
  CHECK(streamed->getObject(0)->getValue<std::string>("text") == "Первый абзац TODO.");
  CHECK(streamed->getObject(2)->getValue<std::string>("text") == "Третий абзац.");
  CHECK(streamed->getObject(1)->getValue<int>("index") == 1);
  // Cards came while the job ran: the first well before the end.
  CHECK(events.back().at - cards.front().at > std::chrono::milliseconds(300));
  // Progress per engine: one event as each of the two engines finishes, rising to 0.95.
  std::vector<int> engines_done;
  double last_progress = 0;
  for (const auto& e : events) {
    auto data = parse(e.data);
    if (e.name != "progress" || !data->has("engines_done")) continue;
    CHECK(data->getValue<int>("engines_total") == 2);
    CHECK(data->getValue<double>("progress") > last_progress);
    last_progress = data->getValue<double>("progress");
    engines_done.push_back(data->getValue<int>("engines_done"));
  }
  CHECK(engines_done == std::vector<int>{1, 2});
  CHECK(last_progress == Approx(0.95));

  auto report_response = c.get("/api/jobs/" + id + "/report");
  REQUIRE(report_response.status == 200);
  auto report = report_response.json();
  CHECK(report->getValue<std::string>("job_id") == id);
  CHECK(report->getArray("blocks")->size() == 3);
  auto remarks = report->getArray("remarks");
  REQUIRE(remarks->size() == 4);
  auto first = remarks->getObject(0);
  CHECK(first->getValue<std::string>("fragment") == "Первый");
  CHECK(first->getValue<int>("offset") == 0);
  CHECK(first->getValue<int>("length") == 6);
  for (const char* key :
       {"id", "engine", "category", "rule_id", "severity", "message", "block", "suggestions", "explanation"})
    CHECK(first->has(key));
  CHECK(report->getObject("summary")->getValue<int>("total") == 4);
  CHECK(report->getObject("summary")->getObject("by_engine")->getValue<int>("slow-engine") == 3);
  auto engines = report->getArray("engines");
  REQUIRE(engines->size() == 2);
  CHECK(engines->getObject(0)->getValue<std::string>("status") == "done");
  CHECK(report->getValue<std::string>("pipeline_version") == "v2");
  auto status = c.get("/api/jobs/" + id).json();
  CHECK(status->getValue<std::string>("status") == "done");
  CHECK(status->getValue<double>("progress") == 1.0);
}

TEST_CASE("a reconnect with Last-Event-ID resumes, and a late subscriber gets the whole replay") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "slow-engine"}, {"PROOFREADER_TEST_SLOW_MS", "150"}});
  host.start();
  auto c = logged_in(host);
  const auto id = submit_text(c, "Раз.\n\nДва.\n\nТри.\n\nЧетыре.");
  long long seen = 0;
  {
    SseReader stream("127.0.0.1", host.port(), "/api/jobs/" + id + "/stream", c.session());
    for (int i = 0; i < 3; ++i) seen = stream.next()->id;
  }  // the client goes away mid-stream
  SseReader resumed("127.0.0.1", host.port(), "/api/jobs/" + id + "/stream", c.session(), seen);
  std::vector<SseEvent> rest;
  while (auto e = resumed.next()) rest.push_back(*e);
  REQUIRE_FALSE(rest.empty());
  CHECK(rest.front().id == seen + 1);
  CHECK(rest.back().name == "done");
  int cards = 0;
  for (const auto& e : rest) cards += e.name == "card";

  SseReader late("127.0.0.1", host.port(), "/api/jobs/" + id + "/stream", c.session());
  std::vector<SseEvent> all;
  while (auto e = late.next()) all.push_back(*e);
  CHECK(all.front().id == 1);
  CHECK(all.back().name == "done");
  CHECK(all.size() == static_cast<std::size_t>(seen) + rest.size());
  int all_cards = 0;
  for (const auto& e : all) all_cards += e.name == "card";
  CHECK(all_cards == 4);
  CHECK(cards <= 4);
}

TEST_CASE("a job that finished before a restart is replayed from storage") {
  TempDir data;
  std::string id, session;
  long long original_last_id = 0;
  {
    HostProcess host(Env{{"PROOFREADER_ENGINES", "example-engine"}}, data.path());
    host.start();
    auto c = logged_in(host);
    id = submit_text(c, "TODO раз.\n\nИ TODO два.");
    wait_finished(c, id);
    SseReader original("127.0.0.1", host.port(), "/api/jobs/" + id + "/stream", c.session());
    while (auto e = original.next()) original_last_id = e->id;
    host.stop();
  }
  HostProcess again(Env{{"PROOFREADER_ENGINES", "example-engine"}}, data.path());
  again.start();
  auto c = logged_in(again);
  SseReader stream("127.0.0.1", again.port(), "/api/jobs/" + id + "/stream", c.session());
  std::vector<SseEvent> events;
  while (auto e = stream.next()) events.push_back(*e);
  if (testing_on_postgresql()) {
    // Several backends share the database: the job's stored events come
    // back as they were sent, with their ids.
    REQUIRE(static_cast<long long>(events.size()) == original_last_id);
    for (std::size_t i = 0; i < events.size(); ++i) CHECK(events[i].id == static_cast<long long>(i) + 1);
    CHECK(events.back().name == "done");
  } else {
    REQUIRE(events.size() == 3);
    CHECK(events[0].name == "document");
    auto blocks = parse(events[0].data)->getArray("blocks");
    REQUIRE(blocks->size() == 2);
    CHECK(blocks->getObject(1)->getValue<std::string>("text") == "И TODO два.");
    CHECK(events[1].name == "card");
    CHECK(parse(events[1].data)->getArray("remarks")->size() == 2);
    CHECK(events[2].name == "done");
  }

  // A client of the original stream resumes with an id of the old numbering,
  // past the replay's end: it still learns that the job is done.
  REQUIRE(original_last_id > 3);
  SseReader resumed("127.0.0.1", again.port(), "/api/jobs/" + id + "/stream", c.session(),
                    original_last_id - 1);
  std::vector<SseEvent> rest;
  while (auto e = resumed.next()) rest.push_back(*e);
  REQUIRE(rest.size() == 1);
  CHECK(rest[0].name == "done");
  // A client that saw the replay's end gets nothing twice.
  SseReader finished("127.0.0.1", again.port(), "/api/jobs/" + id + "/stream", c.session(), events.back().id);
  CHECK_FALSE(finished.next().has_value());
}

TEST_CASE("an unfinished job reads error 'Прервано рестартом сервера' after the host is killed") {
  TempDir data;
  std::string id;
  {
    HostProcess host(Env{{"PROOFREADER_ENGINES", "slow-engine"}, {"PROOFREADER_TEST_SLOW_MS", "20000"}},
                     data.path());
    host.start();
    auto c = logged_in(host);
    id = submit_text(c, "Долгий текст.");
    for (int i = 0; i < 100 && c.get("/api/jobs/" + id).json()->getValue<std::string>("status") != "running";
         ++i)
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    REQUIRE(c.get("/api/jobs/" + id).json()->getValue<std::string>("status") == "running");
    host.kill();  // SIGKILL: no chance to clean up
  }
  HostProcess again(Env{{"PROOFREADER_ENGINES", "slow-engine"}}, data.path());
  again.start();
  auto c = logged_in(again);
  auto job = c.get("/api/jobs/" + id);
  REQUIRE(job.status == 200);
  CHECK(job.json()->getValue<std::string>("status") == "error");
  CHECK(job.json()->getValue<std::string>("error") == "Прервано рестартом сервера");
  CHECK(c.get("/api/jobs/" + id + "/report").status == 409);
  SseReader stream("127.0.0.1", again.port(), "/api/jobs/" + id + "/stream", c.session());
  // On SQLite the end alone; on PostgreSQL the job's stored events, then the end.
  std::optional<SseEvent> end;
  while (auto e = stream.next()) end = e;
  REQUIRE(end);
  CHECK(end->name == "error");
  CHECK(end->data.find("Прервано рестартом сервера") != std::string::npos);
}

TEST_CASE("a cancelled job stops and says so") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "slow-engine"}, {"PROOFREADER_TEST_SLOW_MS", "5000"}});
  host.start();
  auto c = logged_in(host);
  const auto id = submit_text(c, "Один.\n\nДва.\n\nТри.");
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  auto r = c.request("DELETE", "/api/jobs/" + id);
  REQUIRE(r.status == 200);
  const auto start = std::chrono::steady_clock::now();
  auto job = wait_finished(c, id);
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(3));
  CHECK(job->getValue<std::string>("status") == "cancelled");
  CHECK(c.request("DELETE", "/api/jobs/" + id).status == 409);
  SseReader stream("127.0.0.1", host.port(), "/api/jobs/" + id + "/stream", c.session());
  std::string last;
  while (auto e = stream.next()) last = e->name;
  CHECK(last == "cancelled");
}

TEST_CASE("a failing engine is reported and the other engines' remarks still arrive") {
  HostProcess host(
      Env{{"PROOFREADER_ENGINES", "slow-engine,example-engine"}, {"PROOFREADER_TEST_SLOW_MS", "10"}});
  host.start();
  auto c = logged_in(host);
  const auto id = submit_text(c, "FAIL-ENGINE и TODO.");
  CHECK(wait_finished(c, id)->getValue<std::string>("status") == "done");
  auto report = c.get("/api/jobs/" + id + "/report").json();
  auto status = engine_field(report, "status"), error = engine_field(report, "error");
  CHECK(status["slow-engine"] == "failed");
  CHECK(error["slow-engine"] == "asked to fail");
  CHECK(status["example-engine"] == "done");
  CHECK(report->getArray("remarks")->size() == 1);
}

TEST_CASE("an engine whose option is off is skipped — v1 runs engines one after another") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "slow-engine,example-engine"},
                       {"PROOFREADER_TEST_SLOW_MS", "300"},
                       {"PIPELINE_VERSION", "v1"}});
  host.start();
  auto c = logged_in(host);
  const auto skipped = submit_text(c, "TODO текст.", "check_language");
  wait_finished(c, skipped);
  auto report = c.get("/api/jobs/" + skipped + "/report").json();
  CHECK(report->getArray("remarks")->size() == 0);
  CHECK(report->getArray("engines")->getObject(0)->getValue<std::string>("status") == "skipped");
  CHECK(report->getValue<std::string>("pipeline_version") == "v1");

  // Sequential: the example engine's card comes after the slow engine's.
  const auto id = submit_text(c, "TODO текст.");
  SseReader stream("127.0.0.1", host.port(), "/api/jobs/" + id + "/stream", c.session());
  std::vector<std::string> engines;
  while (auto e = stream.next())
    if (e->name == "card") engines.push_back(parse(e->data)->getValue<std::string>("engine"));
  CHECK(engines == std::vector<std::string>{"slow-engine", "example-engine"});
}

TEST_CASE("a user sees only their own jobs") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "example-engine"}});
  host.start();
  auto admin = logged_in(host);
  REQUIRE(admin.post_json("/api/users", R"({"login":"writer","password":"writer-pass-1"})").status == 201);
  HttpClient writer(host.base_url());
  REQUIRE(writer.login("writer", "writer-pass-1").status == 200);
  const auto id = submit_text(writer, "Текст.");
  wait_finished(writer, id);
  HttpClient other(host.base_url());
  REQUIRE(admin.post_json("/api/users", R"({"login":"other","password":"other-pass-1"})").status == 201);
  REQUIRE(other.login("other", "other-pass-1").status == 200);
  CHECK(other.get("/api/jobs/" + id).status == 404);
  CHECK(other.get("/api/jobs/" + id + "/report").status == 404);
  CHECK(other.get("/api/jobs/" + id + "/stream").status == 404);
  CHECK(other.request("DELETE", "/api/jobs/" + id).status == 404);
  CHECK(other.get("/api/jobs").json()->getArray("items")->size() == 0);
  CHECK(writer.get("/api/jobs").json()->getArray("items")->size() == 1);
  CHECK(admin.get("/api/jobs/" + id + "/report").status == 200);
}

TEST_CASE("bad job requests get a clear 4xx and leave nothing behind") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "example-engine"}});
  host.start();
  auto c = logged_in(host);
  auto post = [&](std::vector<std::tuple<std::string, std::string, std::string>> fields) {
    auto [body, type] = multipart(fields);
    return c.request("POST", "/api/jobs", body, type);
  };
  CHECK(post({{"styleguide_id", "", ""}}).status == 400);                              // no source
  CHECK(post({{"text", "", "a"}, {"url", "", "http://example.com/"}}).status == 400);  // two sources
  CHECK(post({{"file", "a.txt", "x"}, {"text", "", "a"}}).status == 400);
  CHECK(post({{"file", "empty.docx", ""}}).status == 400);
  CHECK(post({{"text", "", "a"}, {"check_language", "", "maybe"}}).status == 400);
  auto binary = post({{"file", "x.docx", std::string("\x00\x01\x02\xff\xfe garbage", 14)}});
  CHECK(binary.status == 415);
  CHECK(binary.error_code() == "unsupported_format");
  CHECK(c.request("POST", "/api/jobs", "garbage", "multipart/form-data; boundary=zzz").status == 400);
  CHECK(c.get("/api/jobs").json()->getArray("items")->size() == 0);
  CHECK(c.get("/api/jobs/unknown").status == 404);

  // Empty text and one 20 MB line: a job that finishes, not a crash.
  CHECK(wait_finished(c, submit_text(c, ""))->getValue<std::string>("status") == "done");
  const auto big = submit_text(c, std::string(20 * 1024 * 1024, 'a'));
  CHECK(wait_finished(c, big)->getValue<std::string>("status") == "done");
}

TEST_CASE("an uploaded file is judged by its content, whatever its name") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "example-engine"}});
  host.start();
  auto c = logged_in(host);
  const std::string html =
      "<!doctype html><html><body><h1>Заголовок</h1><p>Абзац с TODO.</p><script>var TODO=1;</script>"
      "<ul><li>Пункт</li></ul></body></html>";
  auto [body, type] = multipart({{"file", "notes.txt", html}});
  auto r = c.request("POST", "/api/jobs", body, type);
  REQUIRE(r.status == 202);
  const auto id = r.json()->getValue<std::string>("job_id");
  wait_finished(c, id);
  auto report = c.get("/api/jobs/" + id + "/report").json();
  CHECK(report->getObject("source")->getValue<std::string>("format") == "html");
  CHECK(report->getObject("source")->getValue<std::string>("name") == "notes.txt");
  CHECK(report->getArray("blocks")->size() == 3);
  CHECK(report->getArray("remarks")->size() == 1);  // the script's TODO is not text
}

TEST_CASE("check-text answers remarks and blocks at once, from JSON or a form") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "example-engine"}});
  host.start();
  auto c = logged_in(host);
  auto r = c.post_json("/api/check-text", R"({"text":"Первый TODO.\n\nВторой FIXME."})");
  REQUIRE(r.status == 200);
  auto remarks = r.json()->getArray("remarks");
  REQUIRE(remarks->size() == 2);
  CHECK(remarks->getObject(1)->getValue<int>("block") == 1);
  CHECK(remarks->getObject(1)->getValue<std::string>("fragment") == "FIXME");
  CHECK(r.json()->getArray("blocks")->size() == 2);
  auto off = c.request("POST", "/api/check-text", "text=TODO&check_language=false",
                       "application/x-www-form-urlencoded");
  REQUIRE(off.status == 200);
  CHECK(off.json()->getArray("remarks")->size() == 0);
  CHECK(c.post_json("/api/check-text", R"({"text":5})").status == 400);
  CHECK(c.post_json("/api/check-text", R"({"text":"a","check_language":"sometimes"})").status == 400);
  auto [body, type] = multipart({{"file", "a.md", "# Заголовок\n\nТекст TODO.\n\n```\nTODO in code\n```\n"}});
  auto file = c.request("POST", "/api/check", body, type);
  REQUIRE(file.status == 200);
  CHECK(file.json()->getArray("remarks")->size() == 1);
}

TEST_CASE("an engine over the time limit is reported as timeout and the job goes on without waiting for it") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "slow-engine,example-engine"},
                       {"PROOFREADER_TEST_SLOW_MS", "20000"},
                       {"PROOFREADER_ENGINE_TIMEOUT_SECONDS", "1"}});
  host.start();
  auto c = logged_in(host);
  const auto start = std::chrono::steady_clock::now();
  const auto id = submit_text(c, "Первый TODO.\n\nВторой абзац.");
  CHECK(wait_finished(c, id)->getValue<std::string>("status") == "done");
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(10));
  auto report = c.get("/api/jobs/" + id + "/report").json();
  auto status = engine_field(report, "status");
  CHECK(status["slow-engine"] == "timeout");
  CHECK(status["example-engine"] == "done");
  REQUIRE(report->getArray("remarks")->size() == 1);
  CHECK(report->getArray("remarks")->getObject(0)->getValue<std::string>("engine") == "example-engine");
}

TEST_CASE("v2 runs the deterministic engines side by side and merges their overlapping remarks") {
  HostProcess host(
      Env{{"PROOFREADER_ENGINES", "slow-engine,example-engine"}, {"PROOFREADER_TEST_SLOW_MS", "400"}});
  host.start();
  auto c = logged_in(host);
  const auto id = submit_text(c, "TODO раз.");
  SseReader stream("127.0.0.1", host.port(), "/api/jobs/" + id + "/stream", c.session());
  std::vector<std::string> engines;
  while (auto e = stream.next())
    if (e->name == "card") engines.push_back(parse(e->data)->getValue<std::string>("engine"));
  // In parallel the quick engine does not wait for the slow one listed before it (v1 does).
  CHECK(engines == std::vector<std::string>{"example-engine", "slow-engine"});
  // Both flagged «TODO» as style: the report keeps one remark.
  auto report = c.get("/api/jobs/" + id + "/report").json();
  CHECK(report->getValue<std::string>("pipeline_version") == "v2");
  auto remarks = report->getArray("remarks");
  REQUIRE(remarks->size() == 1);
  CHECK(remarks->getObject(0)->getValue<std::string>("fragment") == "TODO");
}

TEST_CASE("finished jobs held in memory are capped, and an evicted job's stream is replayed from storage") {
  HostProcess host(
      Env{{"PROOFREADER_ENGINES", "example-engine"}, {"PROOFREADER_FINISHED_JOBS_IN_MEMORY", "2"}});
  host.start();
  auto c = logged_in(host);
  std::vector<std::string> ids;
  for (int i = 0; i < 5; ++i) {
    ids.push_back(submit_text(c, "TODO номер " + std::to_string(i) + "."));
    wait_finished(c, ids.back());
  }
  auto jobs = c.get("/api/health/full").json()->getObject("jobs");
  CHECK(jobs->getValue<int>("max_finished_in_memory") == 2);
  // A submit evicts down to the cap before adding its job: 2 kept + the 5th.
  CHECK(jobs->getValue<int>("finished_in_memory") <= 3);
  CHECK(jobs->getValue<int>("queued") == 0);
  // The first job is no longer in memory, yet its status and its stream are whole.
  CHECK(c.get("/api/jobs/" + ids[0]).json()->getValue<std::string>("status") == "done");
  SseReader stream("127.0.0.1", host.port(), "/api/jobs/" + ids[0] + "/stream", c.session());
  std::vector<SseEvent> events;
  while (auto e = stream.next()) events.push_back(*e);
  if (testing_on_postgresql()) {  // from the stored events, as they were sent
    REQUIRE(events.size() > 3);
    CHECK(std::count_if(events.begin(), events.end(), [](const SseEvent& e) { return e.name == "card"; }) ==
          1);
    CHECK(events.back().name == "done");
    return;
  }
  REQUIRE(events.size() == 3);
  CHECK(events[0].name == "document");
  CHECK(events[1].name == "card");
  CHECK(events[2].name == "done");
}

namespace {

// Submits from `threads` threads at once, `each` jobs a thread (a thread stops
// at its first refusal or dropped connection); returns the ids of the
// accepted jobs.
// `counted`, when given, follows the accepted submissions while they come.
std::vector<std::string> submit_from_threads(const HostProcess& host, const std::string& session, int threads,
                                             int each, std::atomic<int>* counted = nullptr) {
  std::mutex mutex;
  std::vector<std::string> accepted;
  std::vector<std::thread> writers;
  for (int t = 0; t < threads; ++t)
    writers.emplace_back([&] {
      HttpClient c(host.base_url());
      c.set_session(session);
      auto [body, type] = multipart({{"text", "", "Эти модули загружается."}});
      for (int i = 0; i < each; ++i) {
        try {
          auto r = c.request("POST", "/api/jobs", body, type);
          if (r.status != 202) return;
          std::lock_guard lock(mutex);
          accepted.push_back(r.json()->getValue<std::string>("job_id"));
          if (counted) ++*counted;
        } catch (const std::exception&) {
          return;  // the host has gone
        }
      }
    });
  for (auto& w : writers) w.join();
  return accepted;
}

}  // namespace

TEST_CASE("the queue bound holds under submissions from many threads at once") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "slow-engine"},
                       {"PROOFREADER_TEST_SLOW_MS", "20000"},
                       {"PROOFREADER_WORKERS", "1"},
                       {"PROOFREADER_MAX_QUEUED_JOBS", "3"}});
  host.start();
  auto c = logged_in(host);
  const auto accepted = submit_from_threads(host, c.session(), 8, 4);
  // One job running on the one worker, at most three waiting: past that, 503.
  CHECK(accepted.size() >= 3);
  CHECK(accepted.size() <= 4);
}

// Jobs stored in a stopped host's database that never ended.
int unfinished_jobs(const std::string& data_dir, int* stored = nullptr) {
  Poco::Data::Session db = host_database(data_dir);
  int all = 0, unfinished = 0;
  db << "SELECT COUNT(*) FROM jobs", Poco::Data::Keywords::into(all), Poco::Data::Keywords::now;
  db << "SELECT COUNT(*) FROM jobs WHERE status NOT IN ('done', 'error', 'cancelled')",
      Poco::Data::Keywords::into(unfinished), Poco::Data::Keywords::now;
  if (stored) *stored = all;
  return unfinished;
}

TEST_CASE("a stop while many clients submit ends in time and leaves no stored job unfinished") {
  TempDir data;
  std::vector<std::string> accepted;
  {
    HostProcess host(Env{{"PROOFREADER_ENGINES", "slow-engine"}, {"PROOFREADER_TEST_SLOW_MS", "30"}},
                     data.path());
    host.start();
    auto c = logged_in(host);
    std::atomic<int> counted{0};
    std::thread writers([&] { accepted = submit_from_threads(host, c.session(), 8, 400, &counted); });
    // Stopped once the submissions are well under way, however slow the build (TSan) or the machine.
    for (int waited = 0; counted <= 8 && waited < 300; ++waited)
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
    CHECK(host.stop() == 0);  // within its 10 s, though connections keep coming
    writers.join();
  }
  REQUIRE(accepted.size() > 8);  // the submissions overlapped the stop
  std::unique_ptr<HostProcess> next;
  if (testing_on_postgresql()) {
    // The queue is the cluster's: checks still waiting outlive the stop of a
    // backend, none is left running, and the next backend runs them.
    Poco::Data::Session db = host_database(data.path());
    int running = -1;
    db << "SELECT COUNT(*) FROM jobs WHERE status = 'running'", Poco::Data::Keywords::into(running),
        Poco::Data::Keywords::now;
    CHECK(running == 0);
    next = std::make_unique<HostProcess>(
        Env{{"PROOFREADER_ENGINES", "slow-engine"}, {"PROOFREADER_TEST_SLOW_MS", "30"}}, data.path());
    next->start();
    for (int i = 0; i < 600 && unfinished_jobs(data.path()) > 0; ++i)
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  int stored = 0;
  CHECK(unfinished_jobs(data.path(), &stored) == 0);  // each done, or interrupted by the stop (spec §3)
  CHECK(stored >= static_cast<int>(accepted.size()));
}

TEST_CASE("a stop while a section's own threads submit leaves no job unfinished and no plugin code behind") {
  for (int round = 0; round < 3; ++round) {
    TempDir data;
    HostProcess host(Env{{"PROOFREADER_ENGINES", "slow-engine"},
                         {"PROOFREADER_TEST_SLOW_MS", "20"},
                         {"PROOFREADER_SECTIONS", "busy-section"}},
                     data.path());
    host.start();
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
    CHECK(host.stop() == 0);
    CHECK(unfinished_jobs(data.path()) == 0);
  }
}
