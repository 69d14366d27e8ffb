// The language-model layer through the real host and a real OpenAI-compatible
// test server: what the llm engine sends, how its remarks come back batch by
// batch, failures that skip a batch or fail the engine, the call limit across
// jobs, the model proxy, and the model settings, test and health routes.
#include <catch2/catch.hpp>

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Parser.h>

#include <set>
#include <thread>

#include "FakeOpenAiServer.hpp"
#include "HostProcess.hpp"
#include "HttpClient.hpp"
#include "SseReader.hpp"

using namespace proofreader::test;
using Object = Poco::JSON::Object;

namespace {

HttpClient logged_in(const HostProcess& host) {
  HttpClient c(host.base_url());
  REQUIRE(c.login("admin", HostProcess::kAdminPassword).status == 200);
  return c;
}

std::string submit(HttpClient& c, const std::string& text, const std::string& prompt = "") {
  std::vector<std::tuple<std::string, std::string, std::string>> fields{{"text", "", text}};
  if (!prompt.empty()) fields.emplace_back("prompt", "", prompt);
  auto [body, type] = multipart(fields);
  auto r = c.request("POST", "/api/jobs", body, type);
  REQUIRE(r.status == 202);
  return r.json()->getValue<std::string>("job_id");
}

Object::Ptr finished_report(HttpClient& c, const std::string& id) {
  for (int i = 0; i < 400; ++i) {
    auto status = c.get("/api/jobs/" + id).json()->getValue<std::string>("status");
    if (status != "queued" && status != "running") {
      CHECK(status == "done");
      auto r = c.get("/api/jobs/" + id + "/report");
      REQUIRE(r.status == 200);
      return r.json();
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  FAIL("job did not finish");
  return nullptr;
}

Object::Ptr engine_entry(const Object::Ptr& report, const std::string& name) {
  auto engines = report->getArray("engines");
  for (std::size_t i = 0; i < engines->size(); ++i)
    if (engines->getObject(static_cast<unsigned>(i))->getValue<std::string>("name") == name)
      return engines->getObject(static_cast<unsigned>(i));
  return nullptr;
}

std::string engine_status(const Object::Ptr& report, const std::string& name) {
  auto entry = engine_entry(report, name);
  return entry ? entry->getValue<std::string>("status") : "absent";
}

std::vector<Object::Ptr> remarks_of(const Object::Ptr& report, const std::string& engine) {
  std::vector<Object::Ptr> out;
  auto remarks = report->getArray("remarks");
  for (std::size_t i = 0; i < remarks->size(); ++i)
    if (remarks->getObject(static_cast<unsigned>(i))->getValue<std::string>("engine") == engine)
      out.push_back(remarks->getObject(static_cast<unsigned>(i)));
  return out;
}

Object::Ptr parse(const std::string& s) {
  return Poco::JSON::Parser().parse(s).extract<Object::Ptr>();
}

// The system and user messages of a recorded chat request.
std::pair<std::string, std::string> messages_of(const FakeOpenAiServer::Request& r) {
  auto messages = parse(r.body)->getArray("messages");
  return {messages->getObject(0)->getValue<std::string>("content"),
          messages->getObject(1)->getValue<std::string>("content")};
}

const char* kText = "Нажмите кнопку для сохранения изменений. TODO проверить.";

// `n` paragraphs of about 4 KB, "Абзац <i>: …": two never share a 6 KB batch.
std::string paragraphs(int n) {
  std::string text;
  for (int i = 0; i < n; ++i) {
    std::string paragraph = "Абзац " + std::to_string(i) + ": ";
    while (paragraph.size() < 4000) paragraph += "Нажмите кнопку для сохранения изменений. ";
    text += paragraph + "\n\n";
  }
  return text;
}

const char* kFragmentAnswer =
    R"({"remarks":[{"fragment":"для сохранения изменений","message":"Уточните действие.","category":"style"}]})";

HttpResult put_settings(HttpClient& c, const std::string& json) {
  auto r = c.request("PUT", "/api/settings", json, "application/json");
  REQUIRE(r.status == 200);
  return r;
}

}  // namespace

TEST_CASE("the llm engine sends rules, instruction and prior remarks, and its remarks come back validated") {
  FakeOpenAiServer model;
  model.script(
      {200, R"({"remarks":[{"block":0,"fragment":"для сохранения изменений","message":"Уточните действие.",)"
            R"("suggestion":"чтобы сохранить изменения","category":"style"},)"
            R"({"block":0,"fragment":"этого нет в тексте","message":"Выдумано.","category":"llm"}]})"});
  HostProcess host(Env{{"PROOFREADER_ENGINES", "llm,example-engine"},
                       {"LLM_BASE_URL", model.base_url()},
                       {"LLM_API_KEY", "sk-test-secret-9876"},
                       {"LLM_MODEL", "fake-model"}});
  host.start();
  auto c = logged_in(host);
  const auto id = submit(c, kText, "Обрати внимание на термины");
  SseReader stream("127.0.0.1", host.port(), "/api/jobs/" + id + "/stream", c.session());
  bool model_card = false;
  while (auto e = stream.next())
    if (e->name == "card" && e->data.find("Уточните действие.") != std::string::npos) model_card = true;
  CHECK(model_card);
  auto report = finished_report(c, id);
  CHECK(engine_status(report, "llm") == "done");

  auto calls = model.requests_to("/v1/chat/completions");
  REQUIRE(calls.size() == 1);
  CHECK(calls[0].authorization == "Bearer sk-test-secret-9876");
  auto request = parse(calls[0].body);
  CHECK(request->getValue<std::string>("model") == "fake-model");
  CHECK(request->getValue<bool>("stream"));
  CHECK(request->getObject("response_format")->getValue<std::string>("type") == "json_object");
  auto [system, user] = messages_of(calls[0]);
  CHECK(user.find("Обрати внимание на термины") != std::string::npos);
  CHECK(user.find("«TODO»") != std::string::npos);  // the example engine's remark, as already found
  CHECK(user.find(kText) != std::string::npos);
  auto guide = c.get("/api/styleguides/current");
  if (guide.status == 200) {  // the guide's rules travel in the system message
    auto rules = guide.json()->getArray("rules");
    REQUIRE(rules->size() > 0);
    CHECK(system.find(rules->getObject(0)->getValue<std::string>("message")) != std::string::npos);
  }
  for (const auto& r : model.requests()) CHECK(r.path.rfind("/v1/", 0) == 0);

  auto remarks = remarks_of(report, "llm");
  REQUIRE(remarks.size() == 1);  // the invented fragment was dropped
  CHECK(remarks[0]->getValue<std::string>("fragment") == "для сохранения изменений");
  CHECK(remarks[0]->getValue<int>("offset") == 15);
  CHECK(remarks[0]->getValue<int>("length") == 24);
  CHECK(remarks[0]->getValue<std::string>("category") == "style");
}

TEST_CASE("the model is asked what the check's flags ask: language errors, the guide's rules, or nothing") {
  FakeOpenAiServer model;
  model.script(
      {200,
       R"({"remarks":[{"fragment":"Нажмите","message":"Орфография.","category":"spelling"},)"
       R"({"fragment":"для сохранения изменений","message":"Уточните действие.","category":"style"}]})"});
  HostProcess host(Env{{"PROOFREADER_ENGINES", "llm"}, {"LLM_BASE_URL", model.base_url()}});
  host.start();
  auto c = logged_in(host);
  const std::string rule = "Пишите «нажать», а не «кликнуть».";
  REQUIRE(
      c.request("PUT", "/api/styleguides/ours",
                R"({"name":"Наш","rules":[{"kind":"regex","pattern":"кликн","message":")" + rule + R"("}]})",
                "application/json")
          .status < 300);
  struct Asked {
    std::size_t calls;
    std::string system;
    std::vector<std::string> categories;
  };
  const auto check = [&](bool language, bool guide) {
    const auto before = model.requests_to("/v1/chat/completions").size();
    auto [body, type] = multipart({{"text", "", kText},
                                   {"styleguide_id", "", "ours"},
                                   {"check_language", "", language ? "true" : "false"},
                                   {"check_styleguide", "", guide ? "true" : "false"}});
    auto submitted = c.request("POST", "/api/jobs", body, type);
    REQUIRE(submitted.status == 202);
    auto report = finished_report(c, submitted.json()->getValue<std::string>("job_id"));
    const auto calls = model.requests_to("/v1/chat/completions");
    Asked asked{calls.size() - before, calls.size() > before ? messages_of(calls.back()).first : "", {}};
    for (const auto& r : remarks_of(report, "llm"))
      asked.categories.push_back(r->getValue<std::string>("category"));
    return asked;
  };

  const auto both = check(true, true);
  REQUIRE(both.calls == 1);
  CHECK(both.system.find("spelling") != std::string::npos);
  CHECK(both.system.find(rule) != std::string::npos);
  CHECK(both.categories == std::vector<std::string>{"spelling", "style"});

  const auto guide_only = check(false, true);
  REQUIRE(guide_only.calls == 1);
  CHECK(guide_only.system.find("spelling") == std::string::npos);
  CHECK(guide_only.system.find(rule) != std::string::npos);
  CHECK(guide_only.categories == std::vector<std::string>{"style"});  // the spelling remark is not kept

  const auto language_only = check(true, false);
  REQUIRE(language_only.calls == 1);
  CHECK(language_only.system.find("spelling") != std::string::npos);
  CHECK(language_only.system.find(rule) == std::string::npos);

  CHECK(check(false, false).calls == 0);
}

TEST_CASE("with no model address nothing is sent and the deterministic engines still run") {
  FakeOpenAiServer model;
  HostProcess host(Env{{"PROOFREADER_ENGINES", "llm,example-engine"}});
  host.start();
  auto c = logged_in(host);
  auto report = finished_report(c, submit(c, kText));
  CHECK(remarks_of(report, "example-engine").size() == 1);
  CHECK(remarks_of(report, "llm").empty());
  CHECK(model.requests().empty());
}

TEST_CASE("model failures fail the engine, never the job — a rejected response_format is retried without") {
  FakeOpenAiServer model;
  HostProcess host(Env{{"PROOFREADER_ENGINES", "llm,example-engine"}, {"LLM_BASE_URL", model.base_url()}});
  host.start();
  auto c = logged_in(host);
  REQUIRE(c.request("PUT", "/api/settings", R"({"llm_timeout_s": 1})", "application/json").status == 200);

  FakeOpenAiServer::ChatScript failure;
  SECTION("429") {
    failure.status = 429;
  }
  SECTION("500") {
    failure.status = 500;
  }
  SECTION("malformed") {
    failure.malformed = true;
  }
  SECTION("timeout") {
    failure.delay_ms = 2500;
  }
  model.script(failure);
  auto report = finished_report(c, submit(c, kText));
  CHECK(engine_status(report, "llm") == "failed");
  CHECK(remarks_of(report, "example-engine").size() == 1);

  FakeOpenAiServer::ChatScript picky;
  picky.reject_response_format = true;
  picky.content = R"({"remarks":[{"fragment":"проверить","message":"Проверьте."}]})";
  model.script(picky);
  report = finished_report(c, submit(c, kText));
  CHECK(engine_status(report, "llm") == "done");
  CHECK(remarks_of(report, "llm").size() == 1);
  auto calls = model.requests_to("/v1/chat/completions");
  REQUIRE(calls.size() >= 2);
  CHECK_FALSE(parse(calls.back().body)->has("response_format"));
}

TEST_CASE("settings: admin only, partial PUT with sources, masked key, effective without restart") {
  FakeOpenAiServer model;
  HostProcess host(Env{{"PROOFREADER_ENGINES", "llm"}, {"LLM_MODEL", "env-model"}});
  host.start();
  auto c = logged_in(host);

  auto before = c.get("/api/settings");
  REQUIRE(before.status == 200);
  CHECK(before.json()->getObject("llm_model")->getValue<std::string>("source") == "environment");
  CHECK(before.json()->getObject("llm_base_url")->getValue<std::string>("source") == "default");
  CHECK(c.request("PUT", "/api/settings", R"({"nonsense": 1})", "application/json").status == 400);
  CHECK(c.request("PUT", "/api/settings", R"({"llm_max_tokens": "many"})", "application/json").status == 400);
  CHECK(c.request("PUT", "/api/settings", R"({"llm_concurrency": 0})", "application/json").status == 400);
  CHECK(c.request("PUT", "/api/settings", R"({"llm_base_url": "ftp://x"})", "application/json").status ==
        400);

  auto put = c.request("PUT", "/api/settings",
                       R"({"llm_base_url": ")" + model.base_url() + R"(", "llm_api_key": "sk-abcdefgh5678"})",
                       "application/json");
  REQUIRE(put.status == 200);
  auto after = c.get("/api/settings");
  CHECK(after.json()->getObject("llm_base_url")->getValue<std::string>("source") == "settings");
  CHECK(after.json()->getObject("llm_api_key")->getValue<std::string>("value") == "sk-…5678");
  CHECK(after.body.find("abcdefgh") == std::string::npos);

  // The next check uses the new address: no restart.
  finished_report(c, submit(c, kText));
  auto calls = model.requests_to("/v1/chat/completions");
  REQUIRE(calls.size() == 1);
  CHECK(calls[0].authorization == "Bearer sk-abcdefgh5678");
  CHECK(parse(calls[0].body)->getValue<std::string>("model") == "env-model");

  auto test = c.post_json("/api/settings/test", "{}");
  REQUIRE(test.status == 200);
  auto chat = test.json()->getObject("chat");
  CHECK(chat->getObject("models")->getValue<bool>("ok"));
  CHECK(chat->getObject("models")->getArray("models")->getElement<std::string>(0) == "fake-model");
  CHECK(chat->getObject("completion")->getValue<bool>("ok"));

  auto health = c.get("/api/health/full");
  REQUIRE(health.status == 200);
  CHECK(health.json()->getObject("model")->getValue<std::string>("status") == "ok");

  REQUIRE(c.request("POST", "/api/users", R"({"login":"writer","password":"writer-password-1"})",
                    "application/json")
              .status == 201);
  HttpClient writer(host.base_url());
  REQUIRE(writer.login("writer", "writer-password-1").status == 200);
  CHECK(writer.get("/api/settings").status == 403);
  CHECK(writer.request("PUT", "/api/settings", R"({"llm_base_url": ""})", "application/json").status == 403);
}

TEST_CASE("the test route and health report an unreachable model with the reason") {
  HostProcess host(Env{{"LLM_BASE_URL", "http://127.0.0.1:9"}});
  host.start();
  auto c = logged_in(host);
  auto test = c.post_json("/api/settings/test", "{}").json();
  CHECK_FALSE(test->getObject("chat")->getObject("models")->getValue<bool>("ok"));
  CHECK_FALSE(test->getObject("chat")->getObject("models")->getValue<std::string>("error").empty());
  auto model = c.get("/api/health/full").json()->getObject("model");
  CHECK(model->getValue<std::string>("status") == "unreachable");
  CHECK_FALSE(model->getValue<std::string>("last_error").empty());
}

TEST_CASE("guide extraction asks the model about the statements the recogniser left") {
  FakeOpenAiServer model;
  FakeOpenAiServer::ChatScript script;
  // Statement 1 is the one the recogniser cannot parse; 7 does not exist and a
  // rule without a phrase is invalid: both must be ignored.
  script.content =
      R"({"rules":[{"statement":1,"kind":"replace","phrase":"юзабилити","replacement":"удобство","message":"Пишите «удобство»."},)"
      R"({"statement":7,"kind":"forbidden","phrase":"x","message":"m"},{"statement":1,"kind":"forbidden","message":"m"}]})";
  model.script(script);
  HostProcess host(
      Env{{"PROOFREADER_ENGINES", "style"}, {"LLM_BASE_URL", model.base_url()}, {"LLM_MODEL", "m"}});
  host.start();
  auto admin = logged_in(host);
  const auto [body, type] = multipart({{"file", "guide.txt",
                                        "Пишем «войти», а не «залогиниться».\n\n"
                                        "Слово юзабилити лучше заменять на удобство.\n"}});
  auto submitted = admin.request("POST", "/api/styleguides/extract", body, type);
  REQUIRE(submitted.status == 202);
  const auto job = submitted.json()->getValue<std::string>("job_id");
  Object::Ptr status;
  for (int i = 0; i < 200; ++i) {
    status = admin.get("/api/styleguides/extract/" + job).json();
    const auto stage = status->getValue<std::string>("stage");
    if (stage == "done" || stage == "error") break;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  REQUIRE(status->getValue<std::string>("stage") == "done");
  CHECK(status->getArray("warnings")->size() == 0);
  auto guide = admin.get("/api/styleguides/" + status->getValue<std::string>("guide_id")).json();
  auto rules = guide->getArray("rules");
  REQUIRE(rules->size() == 2);
  CHECK(rules->getObject(1)->getValue<std::string>("phrase") == "юзабилити");
  CHECK(rules->getObject(1)->getValue<std::string>("replacement") == "удобство");
  const auto sent = model.requests_to("/v1/chat/completions");
  REQUIRE(sent.size() == 1);
  CHECK(sent[0].body.find("юзабилити") != std::string::npos);
  CHECK(sent[0].body.find("залогиниться") == std::string::npos);  // the recogniser handled that one
}

TEST_CASE("several batches go as several calls, each answered as its own card while the job runs") {
  FakeOpenAiServer model;
  FakeOpenAiServer::ChatScript script;
  script.content = kFragmentAnswer;
  script.delay_ms = 300;
  model.script(script);
  HostProcess host(Env{{"PROOFREADER_ENGINES", "llm"}, {"LLM_BASE_URL", model.base_url()}});
  host.start();
  auto c = logged_in(host);
  put_settings(c, R"({"llm_concurrency": 1, "llm_temperature": 0.65, "llm_max_tokens": 777})");
  const auto id = submit(c, paragraphs(3));
  SseReader stream("127.0.0.1", host.port(), "/api/jobs/" + id + "/stream", c.session());
  std::vector<SseEvent> cards;
  while (auto e = stream.next())
    if (e->name == "card" && parse(e->data)->getValue<std::string>("engine") == "llm") cards.push_back(*e);
  REQUIRE(cards.size() == 3);
  for (const auto& card : cards) CHECK(parse(card.data)->getArray("remarks")->size() == 1);
  // One call at a time, 300 ms each: the cards came as the calls ended, not together.
  CHECK(cards.back().at - cards.front().at >= std::chrono::milliseconds(450));
  auto report = finished_report(c, id);
  CHECK(engine_status(report, "llm") == "done");
  CHECK(engine_entry(report, "llm")->isNull("error"));

  const auto calls = model.requests_to("/v1/chat/completions");
  REQUIRE(calls.size() == 3);
  for (const auto& call : calls) {
    auto body = parse(call.body);
    CHECK(body->getValue<double>("temperature") == Approx(0.65));
    CHECK(body->getValue<int>("max_tokens") == 777);
  }
}

TEST_CASE("a long single paragraph is cut at sentences into several calls under the batch budget") {
  FakeOpenAiServer model;
  HostProcess host(Env{{"PROOFREADER_ENGINES", "llm"}, {"LLM_BASE_URL", model.base_url()}});
  host.start();
  auto c = logged_in(host);
  put_settings(c, R"({"llm_concurrency": 4})");
  std::string text;
  while (text.size() < 100000) text += "Проверьте журнал сервера после запуска. ";
  auto report = finished_report(c, submit(c, text));
  CHECK(engine_status(report, "llm") == "done");
  const auto calls = model.requests_to("/v1/chat/completions");
  CHECK(calls.size() >= 17);
  for (const auto& call : calls) {
    const auto user = messages_of(call).second;
    CHECK(user.size() <= 6000 + 20);  // the text and its "Текст:\n[0] " tag
    CHECK(
        (user.ends_with("запуска. \n") || user.ends_with("запуска.\n")));  // the piece ends after a sentence
  }
}

TEST_CASE("a failed batch of several is reported on the engine while the engine and the job are done") {
  FakeOpenAiServer model;
  FakeOpenAiServer::ChatScript script;
  script.content = kFragmentAnswer;
  script.fail_if_contains = "Абзац 2:";
  model.script(script);
  HostProcess host(Env{{"PROOFREADER_ENGINES", "llm"}, {"LLM_BASE_URL", model.base_url()}});
  host.start();
  auto c = logged_in(host);
  auto report = finished_report(c, submit(c, paragraphs(4)));
  auto llm = engine_entry(report, "llm");
  REQUIRE(llm);
  CHECK(llm->getValue<std::string>("status") == "done");
  const auto error = llm->getValue<std::string>("error");
  CHECK(error.rfind("1 из 4 пакетов не выполнен: ", 0) == 0);
  CHECK(error.find("HTTP 500") != std::string::npos);
  CHECK(remarks_of(report, "llm").size() == 3);
  CHECK(model.requests_to("/v1/chat/completions").size() == 4);
}

TEST_CASE("llm_concurrency limits the model calls in flight across jobs") {
  FakeOpenAiServer model;
  FakeOpenAiServer::ChatScript script;
  script.delay_ms = 200;
  model.script(script);
  HostProcess host(Env{{"PROOFREADER_ENGINES", "llm"}, {"LLM_BASE_URL", model.base_url()}});
  host.start();
  auto c = logged_in(host);
  put_settings(c, R"({"llm_concurrency": 1})");
  const auto first = submit(c, paragraphs(2));
  const auto second = submit(c, paragraphs(2));
  finished_report(c, first);
  finished_report(c, second);
  CHECK(model.requests_to("/v1/chat/completions").size() == 4);
  CHECK(model.max_concurrent_chats() == 1);
}

TEST_CASE("every model and embeddings request goes through the proxy setting") {
  // The fake server is the proxy: the model's names resolve nowhere, so only
  // a request sent through it, in absolute form, can succeed.
  FakeOpenAiServer proxy;
  proxy.script({200, kFragmentAnswer});
  HostProcess host(Env{{"PROOFREADER_ENGINES", "llm"}});
  host.start();
  auto c = logged_in(host);
  put_settings(
      c, R"({"llm_base_url": "http://llm.internal:8080", "embeddings_url": "http://embed.internal:8081",)"
         R"( "proxy": ")" +
             proxy.base_url() + R"("})");

  auto report = finished_report(c, submit(c, kText));
  CHECK(engine_status(report, "llm") == "done");
  CHECK(remarks_of(report, "llm").size() == 1);
  auto test = c.post_json("/api/settings/test", "{}").json();
  CHECK(test->getObject("chat")->getObject("models")->getValue<bool>("ok"));
  CHECK(test->getObject("chat")->getObject("completion")->getValue<bool>("ok"));
  CHECK(test->getObject("embeddings")->getObject("result")->getValue<bool>("ok"));
  auto health = c.get("/api/health/full").json();
  CHECK(health->getObject("model")->getValue<std::string>("status") == "ok");
  CHECK(health->getObject("embeddings")->getValue<std::string>("status") == "ok");

  std::set<std::string> targets;
  for (const auto& r : proxy.requests()) targets.insert(r.method + " " + r.target);
  CHECK(targets == std::set<std::string>{"POST http://llm.internal:8080/v1/chat/completions",
                                         "GET http://llm.internal:8080/v1/models",
                                         "POST http://embed.internal:8081/v1/embeddings"});
}

TEST_CASE("PROOFREADER_CORP_PROXY=true sends model requests through the proxy bridge") {
  SECTION("the bridge's address by default") {
    HostProcess host(Env{{"PROOFREADER_CORP_PROXY", "true"}});
    host.start();
    auto c = logged_in(host);
    auto proxy = c.get("/api/settings").json()->getObject("proxy");
    CHECK(proxy->getValue<std::string>("value") == "http://proxy-bridge:3128");
    CHECK(proxy->getValue<std::string>("source") == "environment");
  }
  SECTION("an address given, used by a check; a stored proxy setting wins") {
    FakeOpenAiServer bridge;
    HostProcess host(Env{{"PROOFREADER_ENGINES", "llm"},
                         {"PROOFREADER_CORP_PROXY", "true"},
                         {"PROOFREADER_CORP_PROXY_URL", bridge.base_url()},
                         {"LLM_BASE_URL", "http://host.docker.internal:8080"}});
    host.start();
    auto c = logged_in(host);
    CHECK(engine_status(finished_report(c, submit(c, kText)), "llm") == "done");
    const auto calls = bridge.requests_to("/v1/chat/completions");
    REQUIRE(calls.size() == 1);
    CHECK(calls[0].target == "http://host.docker.internal:8080/v1/chat/completions");

    FakeOpenAiServer other;
    put_settings(c, R"({"proxy": ")" + other.base_url() + R"("})");
    finished_report(c, submit(c, kText));
    CHECK(bridge.requests_to("/v1/chat/completions").size() == 1);
    CHECK(other.requests_to("/v1/chat/completions").size() == 1);
  }
}

TEST_CASE("embeddings: the test route and health ask POST /v1/embeddings, and report an unreachable one") {
  FakeOpenAiServer embeddings;
  HostProcess host;
  host.start();
  auto c = logged_in(host);
  put_settings(c,
               R"({"embeddings_url": ")" + embeddings.base_url() + R"(", "embeddings_model": "e5-small"})");

  auto test = c.post_json("/api/settings/test", "{}").json()->getObject("embeddings");
  CHECK(test->getValue<bool>("configured"));
  CHECK(test->getObject("result")->getValue<bool>("ok"));
  auto health = c.get("/api/health/full").json()->getObject("embeddings");
  CHECK(health->getValue<std::string>("status") == "ok");
  CHECK(health->getValue<std::string>("url") == embeddings.base_url());
  const auto sent = embeddings.requests_to("/v1/embeddings");
  REQUIRE(sent.size() == 2);  // the test route, then health
  for (const auto& r : sent) {
    CHECK(r.method == "POST");
    auto body = parse(r.body);
    CHECK(body->getValue<std::string>("model") == "e5-small");
    CHECK_FALSE(body->getValue<std::string>("input").empty());
  }
  CHECK(embeddings.requests_to("/v1/models").empty());

  put_settings(c, R"({"embeddings_url": "http://127.0.0.1:9"})");
  test = c.post_json("/api/settings/test", "{}").json()->getObject("embeddings");
  CHECK_FALSE(test->getObject("result")->getValue<bool>("ok"));
  CHECK_FALSE(test->getObject("result")->getValue<std::string>("error").empty());
  health = c.get("/api/health/full").json()->getObject("embeddings");
  CHECK(health->getValue<std::string>("status") == "unreachable");
  CHECK_FALSE(health->getValue<std::string>("last_error").empty());
}
