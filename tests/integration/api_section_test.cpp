// The API section (plugins/sections/api) through the real host: specs and
// versions, bad input, segments and their check, consistency, diff, export,
// translation with the translation memory (against FakeOpenAiServer) and API
// documents.
#include <Poco/JSON/Parser.h>

#include <catch2/catch.hpp>

#include <chrono>
#include <fstream>
#include <set>
#include <sstream>
#include <thread>

#include "FakeOpenAiServer.hpp"
#include "HostProcess.hpp"
#include "HttpClient.hpp"

using namespace proofreader::test;
using Poco::JSON::Array;
using Poco::JSON::Object;

namespace {

std::string fixture(const std::string& name) {
  std::ifstream in(std::string(PROOFREADER_TEST_SOURCE_DIR) + "/tests/fixtures/api/" + name,
                   std::ios::binary);
  REQUIRE(in);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

const char* kFixtures[] = {"petstore-3.0.yaml", "petstore-3.1.json", "petstore-swagger2.yaml",
                           "users-ru.yaml",     "broken-ref.yaml",   "petstore-3.0-v2.yaml"};

Env api_env(Env extra = {}) {
  Env env{{"PROOFREADER_SECTIONS", "api"}};
  env.insert(extra.begin(), extra.end());
  return env;
}

HttpClient admin(const HostProcess& host) {
  HttpClient c(host.base_url());
  REQUIRE(c.login("admin", HostProcess::kAdminPassword).status == 200);
  return c;
}

HttpResult upload(HttpClient& c, const std::string& name, const std::string& content,
                  const std::string& spec_id = "") {
  std::vector<std::tuple<std::string, std::string, std::string>> fields{{"file", name, content}};
  if (!spec_id.empty()) fields.emplace_back("spec_id", "", spec_id);
  auto [body, type] = multipart(fields);
  return c.request("POST", "/api/api-specs", body, type);
}

std::string upload_ok(HttpClient& c, const std::string& fixture_name, const std::string& spec_id = "") {
  auto r = upload(c, fixture_name, fixture(fixture_name), spec_id);
  INFO(r.body);
  REQUIRE(r.status == 201);
  return std::to_string(r.json()->getValue<std::int64_t>("id"));
}

Object::Ptr finished_job(HttpClient& c, const std::string& id) {
  for (int i = 0; i < 600; ++i) {
    auto job = c.get("/api/jobs/" + id).json();
    auto status = job->getValue<std::string>("status");
    if (status != "queued" && status != "running") {
      INFO(c.get("/api/jobs/" + id).body);
      REQUIRE(status == "done");
      auto report = c.get("/api/jobs/" + id + "/report");
      REQUIRE(report.status == 200);
      return report.json();
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  FAIL("job did not finish");
  return nullptr;
}

std::set<std::string> values_of(const Array::Ptr& list, const std::string& key) {
  std::set<std::string> out;
  for (std::size_t i = 0; i < list->size(); ++i)
    out.insert(list->getObject(static_cast<unsigned>(i))->getValue<std::string>(key));
  return out;
}

}  // namespace

TEST_CASE("api: specs are uploaded, versioned, listed, shown and deleted by their uploader or an admin") {
  HostProcess host(api_env());
  host.start();
  auto c = admin(host);
  auto menu = c.get("/api/config").json()->getArray("menu");
  CHECK(values_of(menu, "id").count("api") == 1);

  const std::string id = upload_ok(c, "petstore-3.0.yaml");
  auto second = upload(c, "v2.yaml", fixture("petstore-3.0-v2.yaml"), id);
  REQUIRE(second.status == 201);
  CHECK(second.json()->getValue<int>("version") == 2);
  upload_ok(c, "petstore-3.1.json");
  upload_ok(c, "petstore-swagger2.yaml");

  auto list = c.get("/api/api-specs").json()->getArray("specs");
  CHECK(list->size() == 3);
  auto spec = c.get("/api/api-specs/" + id).json();
  CHECK(spec->getValue<std::string>("title") == "Pet Store");
  CHECK(spec->getValue<std::string>("openapi_version") == "3.0.3");
  CHECK(spec->getValue<int>("operation_count") == 4);  // of the latest version
  CHECK(spec->getValue<int>("segment_count") > 20);
  auto versions = spec->getArray("versions");
  REQUIRE(versions->size() == 2);
  CHECK(versions->getObject(0)->getValue<std::string>("file_name") == "petstore-3.0.yaml");
  CHECK(versions->getObject(1)->getValue<int>("version") == 2);

  REQUIRE(c.post_json("/api/users", R"({"login":"writer","password":"writer-password-1","role":"user"})")
              .status == 201);
  HttpClient writer(host.base_url());
  REQUIRE(writer.login("writer", "writer-password-1").status == 200);
  CHECK(writer.get("/api/api-specs/" + id).status == 200);
  CHECK(writer.request("DELETE", "/api/api-specs/" + id).status == 403);
  CHECK(upload(writer, "v3.yaml", fixture("petstore-3.0.yaml"), id).status == 403);
  const std::string own = upload_ok(writer, "users-ru.yaml");
  CHECK(writer.request("DELETE", "/api/api-specs/" + own).status == 200);
  CHECK(c.request("DELETE", "/api/api-specs/" + id).status == 200);
  CHECK(c.get("/api/api-specs/" + id).status == 404);
  CHECK(c.get("/api/api-specs/" + id + "/segments").status == 404);
  CHECK(c.get("/api/api-specs").json()->getArray("specs")->size() == 2);
}

TEST_CASE("api: bad input is refused with a clear 4xx and nothing is stored") {
  HostProcess host(api_env({{"API_MAX_SPEC_BYTES", "200000"}}));
  host.start();
  auto c = admin(host);
  std::string bomb = "openapi: 3.0.0\na0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n";
  for (int i = 1; i < 10; ++i) {
    bomb += "a" + std::to_string(i) + ": &a" + std::to_string(i) + " [";
    for (int j = 0; j < 10; ++j) bomb += (j ? ", *a" : "*a") + std::to_string(i - 1);
    bomb += "]\n";
  }
  std::string deep = "openapi: 3.0.0\nx: " + std::string(10000, '[') + std::string(10000, ']') + "\n";
  struct Case {
    std::string name, content;
    int status;
    std::string code;
  };
  for (const auto& test : std::vector<Case>{
           {"empty.yaml", "", 400, "empty_spec"},
           {"not-openapi.yaml", "name: a shopping list\nitems: [milk, bread]\n", 422, "not_openapi"},
           {"bomb.yaml", bomb, 422, "spec_too_many_nodes"},
           {"deep.yaml", deep, 422, "spec_too_deep"},
           {"broken.yaml", "openapi: 3.0.0\ninfo: {title: [\n", 400, "bad_yaml"},
           {"big.yaml", "openapi: 3.0.0\nx: '" + std::string(300000, 'a') + "'\n", 413, "file_too_large"},
       }) {
    INFO(test.name);
    auto start = std::chrono::steady_clock::now();
    auto r = upload(c, test.name, test.content);
    CHECK(r.status == test.status);
    CHECK(r.error_code() == test.code);
    CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(5));
  }
  auto [body, type] = multipart({{"other", "", "x"}});
  CHECK(c.request("POST", "/api/api-specs", body, type).status == 400);
  CHECK(c.get("/api/api-specs").json()->getArray("specs")->size() == 0);

  // A $ref cycle and broken $refs are stored and reported, not refused.
  const std::string id = upload_ok(c, "broken-ref.yaml");
  auto findings = c.get("/api/api-specs/" + id + "/consistency").json()->getArray("findings");
  auto rules = values_of(findings, "rule");
  CHECK(rules.count("broken-ref") == 1);
  CHECK(rules.count("ref-cycle") == 1);
}

TEST_CASE(
    "api: segments are checked as a job whose remarks point at the segment, findings and diff over HTTP") {
  HostProcess host(api_env({{"PROOFREADER_ENGINES", "style"}}));
  host.start();
  auto c = admin(host);
  const std::string id = upload_ok(c, "users-ru.yaml");

  auto segments = c.get("/api/api-specs/" + id + "/segments").json();
  auto list = segments->getArray("segments");
  auto pointers = values_of(list, "pointer");
  CHECK(pointers.count("/paths/~1users/get/description") == 1);
  CHECK(pointers.count("/components/schemas/User/properties/login/description") == 1);
  CHECK(segments->getArray("operations")->size() == 5);

  auto started = c.post_json("/api/api-specs/" + id + "/check", R"({"check_language": false})");
  REQUIRE(started.status == 202);
  auto report = finished_job(c, started.json()->getValue<std::string>("job_id"));
  CHECK(report->getObject("origin")->getValue<std::string>("section") == "api");
  auto remarks = report->getArray("remarks");
  REQUIRE(remarks->size() > 0);
  // «кликнуть» is jargon in the default guide: the remark's block is the
  // operation description's segment, and the block's location carries its pointer.
  auto blocks = report->getArray("blocks");
  bool found = false;
  for (std::size_t i = 0; i < remarks->size(); ++i) {
    auto remark = remarks->getObject(static_cast<unsigned>(i));
    auto block = blocks->getObject(remark->getValue<unsigned>("block"));
    auto path = block->getObject("location")->getArray("heading_path");
    REQUIRE(path->size() == 1);
    const std::string pointer = path->getElement<std::string>(0);
    CHECK(pointers.count(pointer) == 1);
    if (remark->getValue<std::string>("fragment").find("кликнуть") != std::string::npos)
      found = pointer == "/paths/~1users/get/description";
  }
  CHECK(found);

  auto findings = c.get("/api/api-specs/" + id + "/consistency").json()->getArray("findings");
  auto rules = values_of(findings, "rule");
  for (const char* rule :
       {"operation-no-summary", "duplicate-operation-id", "parameter-described-differently", "summary-form",
        "glossary-term-variant", "unused-component", "broken-ref", "tag-no-description"}) {
    INFO(rule);
    CHECK(rules.count(rule) == 1);
  }

  const std::string pets = upload_ok(c, "petstore-3.0.yaml");
  upload_ok(c, "petstore-3.0-v2.yaml", pets);
  auto diff = c.get("/api/api-specs/" + pets + "/diff?from=1&to=2").json();
  CHECK(diff->getObject("summary")->getValue<int>("breaking") >= 5);
  bool removed = false;
  auto changes = diff->getArray("changes");
  for (std::size_t i = 0; i < changes->size(); ++i) {
    auto change = changes->getObject(static_cast<unsigned>(i));
    if (change->getValue<std::string>("operation") == "DELETE /pets/{petId}")
      removed = change->getValue<bool>("breaking") &&
                change->getValue<std::string>("rule") == "api-removed-without-deprecation";
  }
  CHECK(removed);
  CHECK(diff->getArray("text_changes")->size() > 0);
  auto md = c.get("/api/api-specs/" + pets + "/diff?from=1&to=2&format=md");
  CHECK(md.status == 200);
  CHECK(md.header("content-type").find("text/markdown") == 0);
  CHECK(md.body.find("## Несовместимые изменения") != std::string::npos);
  // Two specs: the other's latest version against this one's.
  auto across = c.get("/api/api-specs/" + pets + "/diff?from=1&other=" + id).json();
  CHECK(across->getObject("to")->getValue<std::string>("title") == "API пользователей");
  CHECK(c.get("/api/api-specs/" + pets + "/diff?from=9").status == 404);
}

TEST_CASE("api: an unchanged spec exported as uploaded equals the input, for every fixture") {
  HostProcess host(api_env());
  host.start();
  auto c = admin(host);
  for (const char* name : kFixtures) {
    INFO(name);
    const std::string id = upload_ok(c, name);
    for (const char* format : {"yaml", "json"}) {
      auto exported = c.get("/api/api-specs/" + id + "/export?format=" + format);
      REQUIRE(exported.status == 200);
      // Uploaded again, the export is the same spec: same segments, operations and title.
      auto again = upload(c, std::string("again.") + format, exported.body);
      REQUIRE(again.status == 201);
      const std::string again_id = std::to_string(again.json()->getValue<std::int64_t>("id"));
      auto diff = c.get("/api/api-specs/" + id + "/diff?other=" + again_id).json();
      CHECK(diff->getArray("changes")->size() == 0);
      CHECK(diff->getArray("text_changes")->size() == 0);
    }
  }
  CHECK(c.get("/api/api-specs/1/export?format=xml").status == 400);
}

TEST_CASE(
    "api: translation through the model in batches, the memory reuses unchanged text, hand edits stay") {
  FakeOpenAiServer model;
  SECTION("no model configured: 409") {
    HostProcess host(api_env());
    host.start();
    auto c = admin(host);
    const std::string id = upload_ok(c, "petstore-swagger2.yaml");
    auto r = c.post_json("/api/api-specs/" + id + "/translations", R"({"target":"ru"})");
    CHECK(r.status == 409);
    CHECK(r.error_code() == "model_not_configured");
  }
  SECTION("with a model") {
    HostProcess host(api_env({{"LLM_BASE_URL", model.base_url()}, {"LLM_MODEL", "fake"}}));
    host.start();
    auto c = admin(host);
    // Swagger pet store: 7 distinct texts; the fake answers item i with "T<i>" for up to 20 items.
    std::string answer = R"({"translations":[)";
    for (int i = 0; i < 20; ++i)
      answer += (i ? "," : "") + std::string(R"({"id":)") + std::to_string(i) + R"(,"text":"T)" +
                std::to_string(i) + "\"}";
    answer += "]}";
    model.script({200, answer});
    const std::string id = upload_ok(c, "petstore-swagger2.yaml");
    CHECK(c.post_json("/api/api-specs/" + id + "/translations", R"({"target":"de"})").status == 400);
    auto started = c.post_json("/api/api-specs/" + id + "/translations", R"({"target":"ru"})");
    REQUIRE(started.status == 202);
    auto result = finished_job(c, started.json()->getValue<std::string>("job_id"));
    const int distinct = result->getValue<int>("distinct_texts");
    CHECK(result->getValue<int>("translated") == distinct);
    CHECK(result->getValue<int>("from_memory") == 0);
    CHECK(result->getValue<int>("model_calls") == 1);
    auto calls = model.requests_to("/v1/chat/completions");
    REQUIRE(calls.size() == 1);
    CHECK(calls[0].body.find("Swagger Pet Store") != std::string::npos);

    auto translations = c.get("/api/api-specs/" + id + "/translations?target=ru").json();
    CHECK(translations->getValue<int>("translated") ==
          static_cast<int>(translations->getArray("segments")->size()));
    auto first = translations->getArray("segments")->getObject(0);
    CHECK(first->getValue<std::string>("pointer") == "/info/title");
    CHECK(first->getValue<std::string>("translation") == "T0");
    CHECK(first->getValue<std::string>("origin") == "model");

    // A hand edit, which the model never overwrites.
    auto edit = c.request("PUT", "/api/api-specs/" + id + "/translations",
                          R"({"target":"ru","pointer":"/info/title","text":"Зоомагазин Swagger"})",
                          "application/json");
    REQUIRE(edit.status == 200);
    CHECK(c.request("PUT", "/api/api-specs/" + id + "/translations",
                    R"({"target":"ru","pointer":"/nowhere","text":"x"})", "application/json")
              .status == 404);

    // Version 2 changes one description: only that text goes to the model.
    std::string v2 = fixture("petstore-swagger2.yaml");
    v2.replace(v2.find("Name of the pet"), 15, "The pet's name, as its owner calls it");
    REQUIRE(upload(c, "v2.yaml", v2, id).status == 201);
    auto again = c.post_json("/api/api-specs/" + id + "/translations", R"({"target":"ru","version":2})");
    REQUIRE(again.status == 202);
    auto second = finished_job(c, again.json()->getValue<std::string>("job_id"));
    CHECK(second->getValue<int>("from_memory") == distinct - 1);
    CHECK(second->getValue<int>("translated") == 1);
    calls = model.requests_to("/v1/chat/completions");
    REQUIRE(calls.size() == 2);
    CHECK(calls[1].body.find("as its owner calls it") != std::string::npos);
    CHECK(calls[1].body.find("Swagger Pet Store") == std::string::npos);

    auto exported = c.get("/api/api-specs/" + id + "/export?version=2&format=yaml&translation=ru");
    REQUIRE(exported.status == 200);
    CHECK(exported.body.find("Зоомагазин Swagger") != std::string::npos);
    CHECK(exported.body.find("operationId: listPets") != std::string::npos);
  }
}

TEST_CASE(
    "api: a hand-edited translation is its owner's: another user's edit is refused and their own specs' "
    "edits of the same text leave the owner's specs alone") {
  HostProcess host(api_env());
  host.start();
  auto admin_client = admin(host);
  for (const char* login : {"alice", "bob"})
    REQUIRE(admin_client
                .post_json("/api/users", std::string(R"({"login":")") + login +
                                             R"(","password":"password-of-)" + login + R"(","role":"user"})")
                .status == 201);
  HttpClient alice(host.base_url()), bob(host.base_url());
  REQUIRE(alice.login("alice", "password-of-alice").status == 200);
  REQUIRE(bob.login("bob", "password-of-bob").status == 200);
  const auto edit = [](HttpClient& c, const std::string& id, const std::string& title) {
    return c.request("PUT", "/api/api-specs/" + id + "/translations",
                     R"({"target":"ru","pointer":"/info/title","text":")" + title + R"("})",
                     "application/json");
  };
  const auto exported = [](HttpClient& c, const std::string& id) {
    auto r = c.get("/api/api-specs/" + id + "/export?format=yaml&translation=ru");
    REQUIRE(r.status == 200);
    return r.body;
  };

  const std::string hers = upload_ok(alice, "petstore-swagger2.yaml");
  REQUIRE(edit(alice, hers, "Зоомагазин Алисы").status == 200);
  const std::string before = exported(alice, hers);
  CHECK(before.find("Зоомагазин Алисы") != std::string::npos);

  const auto refused = edit(bob, hers, "Зоомагазин Боба");
  CHECK(refused.status == 403);
  CHECK(refused.error_code() == "forbidden");
  CHECK(exported(alice, hers) == before);

  // Bob's own copy shares the source text; his edit is his specs' alone.
  const std::string his = upload_ok(bob, "petstore-swagger2.yaml");
  REQUIRE(edit(bob, his, "Зоомагазин Боба").status == 200);
  CHECK(exported(bob, his).find("Зоомагазин Боба") != std::string::npos);
  CHECK(exported(alice, hers) == before);
  auto listed = alice.get("/api/api-specs/" + hers + "/translations?target=ru").json();
  auto title = listed->getArray("segments")->getObject(0);
  CHECK(title->getValue<std::string>("translation") == "Зоомагазин Алисы");
  CHECK(title->getValue<std::string>("origin") == "edited");

  // Alice's edit holds for all her specs with that text; an admin edits on her behalf.
  const std::string her_second = upload_ok(alice, "petstore-swagger2.yaml");
  CHECK(exported(alice, her_second).find("Зоомагазин Алисы") != std::string::npos);
  REQUIRE(edit(admin_client, hers, "Зоомагазин от администратора").status == 200);
  CHECK(exported(alice, her_second).find("Зоомагазин от администратора") != std::string::npos);
  CHECK(exported(bob, his).find("Зоомагазин Боба") != std::string::npos);
}

TEST_CASE("api: a document about a spec is checked against it, listed and deleted") {
  HostProcess host(api_env());
  host.start();
  auto c = admin(host);
  const std::string spec = upload_ok(c, "users-ru.yaml");
  auto [body, type] = multipart({{"file", "guide.md", fixture("users-guide-ru.md")}, {"spec_id", "", spec}});
  auto created = c.request("POST", "/api/api-spec-documents", body, type);
  INFO(created.body);
  REQUIRE(created.status == 201);
  const std::string id = std::to_string(created.json()->getValue<std::int64_t>("id"));
  auto got = c.get("/api/api-spec-documents/" + id);
  INFO(got.body);
  auto document = got.json();
  std::multiset<std::string> rules;
  auto findings = document->getArray("findings");
  for (std::size_t i = 0; i < findings->size(); ++i)
    rules.insert(findings->getObject(static_cast<unsigned>(i))->getValue<std::string>("rule"));
  CHECK(rules.count("unknown-endpoint") == 1);         // GET /users/archive
  CHECK(rules.count("unknown-name") == 1);             // nickname
  CHECK(rules.count("operation-not-mentioned") == 3);  // POST /users, DELETE /users/{id}, GET /groups
  CHECK(rules.count("summary-heading-mismatch") == 1);
  CHECK(c.get("/api/api-spec-documents?spec_id=" + spec).json()->getArray("documents")->size() == 1);
  CHECK(c.get("/api/api-specs/" + spec).json()->getArray("documents")->size() == 1);

  auto [no_spec, no_spec_type] = multipart({{"file", "guide.md", "# x"}});
  CHECK(c.request("POST", "/api/api-spec-documents", no_spec, no_spec_type).status == 400);
  CHECK(c.request("DELETE", "/api/api-spec-documents/" + id).status == 200);
  CHECK(c.get("/api/api-spec-documents/" + id).status == 404);
}
