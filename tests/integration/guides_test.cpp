// Style guides and user rules through the real host with the style engine:
// the built-in guide, reading and writing guides, selecting, extraction jobs,
// /api/rules, and the remarks the guide and the rules produce.
#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>
#include <Poco/JSON/Parser.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <fstream>
#include <iterator>
#include <map>
#include <thread>

#include "../unit/extract/zip_fixture.hpp"
#include "HostProcess.hpp"
#include "HttpClient.hpp"
#include "SseReader.hpp"

using namespace proofreader::test;

namespace {

HttpClient login_as(const HostProcess& host, const std::string& login, const std::string& password) {
  HttpClient c(host.base_url());
  REQUIRE(c.login(login, password).status == 200);
  return c;
}

HttpClient user_client(const HostProcess& host, HttpClient& admin) {
  REQUIRE(admin.post_json("/api/users", R"({"login":"writer","password":"writer-password","role":"user"})")
              .status == 201);
  return login_as(host, "writer", "writer-password");
}

std::vector<std::string> categories_of(const HttpResult& r) {
  std::vector<std::string> out;
  const auto remarks = r.json()->getArray("remarks");
  for (std::size_t i = 0; remarks && i < remarks->size(); ++i)
    out.push_back(remarks->getObject(i)->getValue<std::string>("category"));
  return out;
}

// Uploads a guide document for extraction; returns the job id.
std::string submit_extraction(HttpClient& c, const std::string& filename, const std::string& content) {
  const auto [body, type] = multipart({{"file", filename, content}});
  auto submitted = c.request("POST", "/api/styleguides/extract", body, type);
  REQUIRE(submitted.status == 202);
  return submitted.json()->getValue<std::string>("job_id");
}

// Polls an extraction job every `pause` until it is done or failed (at most
// two minutes); returns every status read, in order.
std::vector<Poco::JSON::Object::Ptr> follow_extraction(HttpClient& c, const std::string& job,
                                                       std::chrono::milliseconds pause) {
  std::vector<Poco::JSON::Object::Ptr> seen;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::minutes(2);
  while (std::chrono::steady_clock::now() < deadline) {
    auto status = c.get("/api/styleguides/extract/" + job);
    REQUIRE(status.status == 200);
    seen.push_back(status.json());
    const auto stage = seen.back()->getValue<std::string>("stage");
    if (stage == "done" || stage == "error") break;
    std::this_thread::sleep_for(pause);
  }
  return seen;
}

// The rules of the draft guide a finished extraction made.
Poco::JSON::Array::Ptr extracted_rules(HttpClient& c, const std::string& job) {
  const auto statuses = follow_extraction(c, job, std::chrono::milliseconds(50));
  const auto& last = statuses.back();
  REQUIRE(last->getValue<std::string>("stage") == "done");
  const auto guide = c.get("/api/styleguides/" + last->getValue<std::string>("guide_id"));
  REQUIRE(guide.status == 200);
  CHECK_FALSE(guide.json()->getValue<bool>("active"));
  return guide.json()->getArray("rules");
}

}  // namespace

TEST_CASE("guides: the built-in guide is present, active, readable and undeletable", "[guides]") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "style"}});
  host.start();
  auto admin = login_as(host, "admin", HostProcess::kAdminPassword);
  auto list = admin.get("/api/styleguides");
  REQUIRE(list.status == 200);
  CHECK(list.json()->getValue<std::string>("active") == "default-ru");
  auto current = admin.get("/api/styleguides/current");
  REQUIRE(current.status == 200);
  CHECK(current.json()->getValue<std::string>("id") == "default-ru");
  CHECK(current.json()->getValue<bool>("is_default"));
  CHECK(current.json()->getArray("rules")->size() >= 150);
  CHECK(current.json()->getObject("parameters")->getValue<std::string>("vy_policy") == "lowercase");
  CHECK(admin.request("DELETE", "/api/styleguides/default-ru").status == 409);
  CHECK(admin.request("PUT", "/api/styleguides/default-ru", R"({"name":"x","rules":[]})", "application/json")
            .status == 409);
  CHECK(admin.get("/api/styleguides/nope").status == 404);
}

TEST_CASE("guides: the default guide checks text — a copy can be edited, selected and deleted", "[guides]") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "style"}});
  host.start();
  auto admin = login_as(host, "admin", HostProcess::kAdminPassword);
  auto checked =
      admin.post_json("/api/check-text", R"({"text":"Кликните кнопку, чтобы юзер увидел отчёт."})");
  REQUIRE(checked.status == 200);
  CHECK(categories_of(checked) == std::vector<std::string>{"style", "style"});

  const std::string guide =
      R"({"name":"Наш","parameters":{"vy_policy":"off"},"rules":[)"
      R"({"id":"r1","kind":"replace","phrase":"отчёт","replacement":"доклад","message":"Пишите «доклад»"}]})";
  auto created = admin.request("PUT", "/api/styleguides/ours", guide, "application/json");
  REQUIRE(created.status == 201);
  const int version = created.json()->getValue<int>("version");
  CHECK_FALSE(created.json()->getValue<bool>("active"));
  auto updated = admin.request("PUT", "/api/styleguides/ours", guide, "application/json");
  REQUIRE(updated.status == 200);
  CHECK(updated.json()->getValue<int>("version") > version);

  REQUIRE(admin.post_json("/api/styleguides/ours/select", "{}").status == 200);
  CHECK(admin.get("/api/styleguides/current").json()->getValue<std::string>("id") == "ours");
  auto with_ours =
      admin.post_json("/api/check-text", R"({"text":"Кликните кнопку, чтобы юзер увидел отчёт."})");
  REQUIRE(categories_of(with_ours) == std::vector<std::string>{"style"});
  CHECK(with_ours.json()->getArray("remarks")->getObject(0)->getValue<std::string>("fragment") == "отчёт");

  REQUIRE(admin.request("DELETE", "/api/styleguides/ours").status == 200);
  CHECK(admin.get("/api/styleguides/current").json()->getValue<std::string>("id") == "default-ru");
}

TEST_CASE("guides: writes are admin only — a bad guide is a 400", "[guides]") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "style"}});
  host.start();
  auto admin = login_as(host, "admin", HostProcess::kAdminPassword);
  auto writer = user_client(host, admin);
  CHECK(writer.get("/api/styleguides").status == 200);
  CHECK(writer.request("PUT", "/api/styleguides/mine", R"({"name":"x"})", "application/json").status == 403);
  CHECK(writer.request("DELETE", "/api/styleguides/default-ru").status == 403);
  auto bad = admin.request("PUT", "/api/styleguides/bad",
                           R"({"name":"x","rules":[{"kind":"regex","pattern":"a(b","message":"m"}]})",
                           "application/json");
  CHECK(bad.status == 400);
  CHECK(bad.error_code() == "bad_pattern");
  auto half = admin.request(
      "PUT", "/api/styleguides/bad",
      R"({"name":"x","rules":[{"kind":"term","preferred":"нажать","variants":["кликнуть","{NOUN}"],"message":"m"}]})",
      "application/json");
  CHECK(half.status == 400);
  CHECK(half.error_code() == "bad_request");
  CHECK_THAT(half.json()->getObject("error")->getValue<std::string>("message"),
             Catch::Contains("variant 2 must start with a word, not {NOUN}"));
  CHECK(admin.request("PUT", "/api/styleguides/Bad%20Id", R"({"name":"x"})", "application/json").status ==
        400);
}

TEST_CASE("guides: extraction from a txt file ends in a draft guide with warnings", "[guides]") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "style"}});
  host.start();
  auto admin = login_as(host, "admin", HostProcess::kAdminPassword);
  const auto job = submit_extraction(admin, "guide.txt",
                                     "Пишем «войти», а не «залогиниться».\n\nНе используйте «девайс».\n\n"
                                     "Текст должен быть понятным.\n\n"
                                     "Кластер — группа серверов, работающих вместе.\n");
  const auto status = follow_extraction(admin, job, std::chrono::milliseconds(50)).back();
  REQUIRE(status->getValue<std::string>("stage") == "done");
  // Each statement that gave no rule, and whether it is a glossary entry (a definition).
  const auto warnings = status->getArray("warnings");
  REQUIRE(warnings->size() == 2);
  std::map<std::string, bool> glossary;
  for (std::size_t i = 0; i < warnings->size(); ++i)
    glossary[warnings->getObject(i)->getValue<std::string>("statement")] =
        warnings->getObject(i)->getValue<bool>("glossary");
  CHECK(glossary == std::map<std::string, bool>{{"Текст должен быть понятным.", false},
                                                {"Кластер — группа серверов, работающих вместе.", true}});
  CHECK(extracted_rules(admin, job)->size() == 2);
  {  // any user may extract a draft that anyone may then select: the extraction is audited
    std::ifstream audit_file(host.data_dir() + "/audit.jsonl");
    const std::string audit((std::istreambuf_iterator<char>(audit_file)), std::istreambuf_iterator<char>());
    CHECK(audit.find("\"styleguide.extract\"") != std::string::npos);
    CHECK(audit.find("job " + job + " from guide.txt") != std::string::npos);
  }

  const auto bad_job = submit_extraction(admin, "x.png", std::string("\x89PNG\r\n\x1a\n\0\0", 10));
  CHECK(follow_extraction(admin, bad_job, std::chrono::milliseconds(50))
            .back()
            ->getValue<std::string>("stage") == "error");
  CHECK(admin.get("/api/styleguides/extract/unknown").status == 404);
}

TEST_CASE("guides: an extraction job shows its stages in order, with progress growing", "[guides]") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "style"}});
  host.start();
  auto admin = login_as(host, "admin", HostProcess::kAdminPassword);
  // Large enough that every stage lasts far longer than one status request.
  constexpr int kStatements = 60000;
  std::string document;
  for (int i = 0; i < kStatements; ++i) document += "Не используйте «слово" + std::to_string(i) + "».\n\n";
  const auto job = submit_extraction(admin, "large.txt", document);
  const auto statuses = follow_extraction(admin, job, std::chrono::milliseconds(0));

  // The status requests see the stages in order, though not every one: «extracting» lasts only as long
  // as the model's step, which this host has not.
  const std::vector<std::string> order = {"queued", "parsing", "extracting", "validating", "done"};
  auto place = order.begin();
  double progress = -1;
  for (const auto& s : statuses) {
    const auto stage = s->getValue<std::string>("stage");
    INFO(stage);
    const auto at = std::find(place, order.end(), stage);
    REQUIRE(at != order.end());
    place = at;
    CHECK(s->getValue<double>("progress") >= progress);
    progress = s->getValue<double>("progress");
    CHECK(s->isNull("guide_id") == (stage != "done"));
  }
  CHECK(progress == 1.0);
  CHECK(extracted_rules(admin, job)->size() == kStatements);

  // The job's stream has every stage, in order.
  SseReader stream("127.0.0.1", host.port(), "/api/jobs/" + job + "/stream", admin.session());
  REQUIRE(stream.status() == 200);
  std::vector<std::string> streamed;
  while (const auto event = stream.next()) {
    if (event->name != "stage") continue;
    const auto stage = Poco::JSON::Parser()
                           .parse(event->data)
                           .extract<Poco::JSON::Object::Ptr>()
                           ->getValue<std::string>("stage");
    if (streamed.empty() || streamed.back() != stage) streamed.push_back(stage);
  }
  CHECK(streamed == std::vector<std::string>(order.begin(), order.end() - 1));
}

TEST_CASE("guides: a docx and a markdown guide uploaded over HTTP give their rules", "[guides]") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "style"}});
  host.start();
  auto admin = login_as(host, "admin", HostProcess::kAdminPassword);
  auto writer = user_client(host, admin);
  auto cell = [](const std::string& text) {
    return "<w:tc><w:p><w:r><w:t>" + text + "</w:t></w:r></w:p></w:tc>";
  };
  const std::string body = "<w:tbl><w:tr>" + cell("Неправильно") + cell("Правильно") + "</w:tr><w:tr>" +
                           cell("юзер") + cell("пользователь") + "</w:tr></w:tbl>" +
                           "<w:p><w:r><w:t>Не используйте «девайс».</w:t></w:r></w:p>";
  const auto docx_rules = extracted_rules(writer, submit_extraction(writer, "guide.docx", make_docx(body)));
  REQUIRE(docx_rules->size() == 2);
  CHECK(docx_rules->getObject(0)->getValue<std::string>("kind") == "replace");
  CHECK(docx_rules->getObject(0)->getValue<std::string>("phrase") == "юзер");
  CHECK(docx_rules->getObject(0)->getValue<std::string>("replacement") == "пользователь");
  CHECK(docx_rules->getObject(1)->getValue<std::string>("phrase") == "девайс");

  const auto md_rules =
      extracted_rules(writer, submit_extraction(writer, "guide.md",
                                                "# Запрещённые слова:\n\n- фича\n- баг\n\n## Глагол\n\n"
                                                "Пишем «войти», а не «залогиниться».\n"));
  REQUIRE(md_rules->size() == 3);
  CHECK(md_rules->getObject(0)->getValue<std::string>("phrase") == "фича");
  CHECK(md_rules->getObject(1)->getValue<std::string>("phrase") == "баг");
  CHECK(md_rules->getObject(2)->getValue<std::string>("replacement") == "войти");
}

TEST_CASE("rules: a slow or empty-matching or too general pattern is refused and the live test lists matches",
          "[guides]") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "style"}});
  host.start();
  auto admin = login_as(host, "admin", HostProcess::kAdminPassword);
  auto writer = user_client(host, admin);
  const std::vector<std::pair<std::string, std::string>> refused = {
      {R"((a+)+$)", "slow_pattern"}, {R"((\\w+\\s?)+$)", "slow_pattern"}, {R"(x*)", "empty_match"},
      {R"(\\b)", "empty_match"},     {R"(\\w+)", "broad_pattern"},        {R"([а-я])", "broad_pattern"},
      {R"(\\s)", "broad_pattern"},   {R"(.)", "broad_pattern"},
  };
  for (const auto& [pattern, code] : refused) {
    INFO(pattern);
    auto saved = writer.post_json("/api/rules", R"({"pattern":")" + pattern + R"(","message":"m"})");
    CHECK(saved.status == 400);
    CHECK(saved.error_code() == code);
    CHECK(saved.json()->getObject("error")->getValue<std::string>("message").size() > 20);
    auto tried = writer.post_json("/api/rules/test", R"({"pattern":")" + pattern + R"(","text":"Текст."})");
    CHECK(tried.status == 400);
    CHECK(tried.error_code() == code);
  }
  CHECK(writer.get("/api/rules").json()->getArray("items")->size() == 0);  // nothing half-written

  auto tried =
      writer.post_json("/api/rules/test", R"({"pattern":"\\bТЗ\\b","text":"Моё ТЗ и ещё ТЗ, но не ТЗшка."})");
  REQUIRE(tried.status == 200);
  auto matches = tried.json()->getArray("matches");
  REQUIRE(matches->size() == 2);
  CHECK(matches->getObject(0)->getValue<int>("start") == 4);  // code points, not bytes
  CHECK(matches->getObject(0)->getValue<int>("length") == 2);
  CHECK(matches->getObject(1)->getValue<std::string>("text") == "ТЗ");
  CHECK(writer.post_json("/api/rules/test", R"({"pattern":"ab[c","text":"abc"})").error_code() ==
        "bad_pattern");
  CHECK(writer.post_json("/api/rules", R"({"pattern":"\\bТЗ\\b","message":"Расшифруйте"})").status == 201);
}

TEST_CASE("rules: a bad pattern is a 400 with its position — scopes and deletion", "[guides]") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "style"}});
  host.start();
  auto admin = login_as(host, "admin", HostProcess::kAdminPassword);
  auto writer = user_client(host, admin);
  auto bad = writer.post_json("/api/rules", R"({"pattern":"ab[c","message":"m"})");
  CHECK(bad.status == 400);
  CHECK(
      (bad.body.find("position 4") != std::string::npos || bad.body.find("позиция 4") != std::string::npos));
  CHECK(writer.post_json("/api/rules", R"({"pattern":"x","message":"m","scope":"everyone"})").status == 403);

  auto own = writer.post_json(
      "/api/rules",
      R"({"pattern":"\\bТЗ\\b","message":"Пишите «техническое задание»","suggestion":"техническое задание"})");
  REQUIRE(own.status == 201);
  auto shared =
      admin.post_json("/api/rules", R"({"pattern":"ПО","message":"Расшифруйте","scope":"everyone"})");
  REQUIRE(shared.status == 201);
  CHECK(writer.get("/api/rules").json()->getArray("items")->size() == 2);
  CHECK(admin.get("/api/rules").json()->getArray("items")->size() == 1);  // not the writer's own

  auto checked = writer.post_json("/api/check-text",
                                  R"({"text":"Согласуйте ТЗ с заказчиком.","check_consistency":false})");
  REQUIRE(checked.status == 200);
  CHECK(categories_of(checked) == std::vector<std::string>{"custom"});

  const auto shared_id = std::to_string(shared.json()->getValue<Poco::Int64>("id"));
  const auto own_id = std::to_string(own.json()->getValue<Poco::Int64>("id"));
  CHECK(writer.request("DELETE", "/api/rules/" + shared_id).status == 403);
  CHECK(writer.request("DELETE", "/api/rules/" + own_id).status == 200);
  CHECK(admin.request("DELETE", "/api/rules/" + shared_id).status == 200);
  CHECK(writer.get("/api/rules").json()->getArray("items")->size() == 0);
  // Each deletion is in the audit log, with who made it (issue 34: team-wide powers are recorded).
  std::ifstream audit_file(host.data_dir() + "/audit.jsonl");
  const std::string audit((std::istreambuf_iterator<char>(audit_file)), std::istreambuf_iterator<char>());
  CHECK(audit.find("\"rule.delete\"") != std::string::npos);
  CHECK(audit.find("\"detail\":\"" + shared_id + "\"") != std::string::npos);
}

TEST_CASE("guides: an extraction is a job: same workers and stream, cancel and restart rule", "[guides]") {
  TempDir data;
  std::string running, extraction;
  {
    // One worker, busy with a slow check: the extraction waits in the same queue.
    HostProcess host(Env{{"PROOFREADER_ENGINES", "slow-engine"},
                         {"PROOFREADER_TEST_SLOW_MS", "20000"},
                         {"PROOFREADER_WORKERS", "1"}},
                     data.path());
    host.start();
    auto admin = login_as(host, "admin", HostProcess::kAdminPassword);
    const auto [text_body, text_type] = multipart({{"text", "", "Долгий текст."}});
    auto check = admin.request("POST", "/api/jobs", text_body, text_type);
    REQUIRE(check.status == 202);
    running = check.json()->getValue<std::string>("job_id");
    extraction = submit_extraction(admin, "guide.txt", "Не используйте «девайс».\n");
    const auto cancelled = submit_extraction(admin, "other.txt", "Не используйте «юзер».\n");

    auto status = admin.get("/api/styleguides/extract/" + extraction).json();
    CHECK(status->getValue<std::string>("stage") == "queued");
    CHECK(status->getValue<double>("progress") == 0.0);
    const auto job = admin.get("/api/jobs/" + extraction);
    REQUIRE(job.status == 200);
    CHECK(job.json()->getValue<std::string>("kind") == "styleguide_extraction");
    CHECK(job.json()->getValue<std::string>("status") == "queued");
    CHECK(job.json()->getObject("source")->getValue<std::string>("name") == "guide.txt");
    // The check list shows checks only.
    const auto listed = admin.get("/api/jobs").json()->getArray("items");
    REQUIRE(listed->size() == 1);
    CHECK(listed->getObject(0)->getValue<std::string>("job_id") == running);

    REQUIRE(admin.request("DELETE", "/api/jobs/" + cancelled).status == 200);
    status = admin.get("/api/styleguides/extract/" + cancelled).json();
    CHECK(status->getValue<std::string>("stage") == "error");
    CHECK(status->getValue<std::string>("error") == "Извлечение отменено");
    CHECK(status->isNull("guide_id"));
    host.kill();  // SIGKILL with the check running and the extraction queued
  }
  HostProcess again(Env{{"PROOFREADER_ENGINES", "style"}}, data.path());
  again.start();
  auto admin = login_as(again, "admin", HostProcess::kAdminPassword);
  const auto status = admin.get("/api/styleguides/extract/" + extraction).json();
  CHECK(status->getValue<std::string>("stage") == "error");
  CHECK(status->getValue<std::string>("error") == "Прервано рестартом сервера");
  CHECK(status->isNull("guide_id"));
  // A guide extraction is not a check: the check-job id is not an extraction.
  CHECK(admin.get("/api/styleguides/extract/" + running).status == 404);

  // A new extraction runs to the end; its stream ends with done, replayed from storage too.
  const auto job = submit_extraction(admin, "guide.txt", "Не используйте «девайс».\n");
  REQUIRE(
      follow_extraction(admin, job, std::chrono::milliseconds(50)).back()->getValue<std::string>("stage") ==
      "done");
  SseReader stream("127.0.0.1", again.port(), "/api/jobs/" + job + "/stream", admin.session());
  std::vector<std::string> names;
  while (auto e = stream.next()) names.push_back(e->name);
  REQUIRE_FALSE(names.empty());
  CHECK(names.back() == "done");
  CHECK(std::count(names.begin(), names.end(), "stage") >= 4);  // queued, parsing, extracting, validating
}
