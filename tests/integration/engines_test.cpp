// The real engines loaded by the real host: the morphology engine and its
// /api/morphology endpoint, the grammar-client engine talking to the real
// grammar server, and what happens when that server is down.
#include <catch2/catch.hpp>

#include <Poco/JSON/Array.h>

#include <memory>
#include <set>

#include "ChildProcess.hpp"
#include "GrammarServer.hpp"
#include "HostProcess.hpp"
#include "HttpClient.hpp"

using namespace proofreader::test;

namespace {

// The real host running `engines` against a real grammar server, with an admin logged in.
class HostWithGrammar {
 public:
  explicit HostWithGrammar(const std::string& engines)
      : host_(Env{{"PROOFREADER_ENGINES", engines}, {"PROOFREADER_GRAMMAR_URL", grammar_.url()}}) {
    host_.start();
    client_ = std::make_unique<HttpClient>(host_.base_url());
    REQUIRE(client_->login("admin", HostProcess::kAdminPassword).status == 200);
  }
  HttpClient& client() { return *client_; }

 private:
  GrammarServer grammar_;
  HostProcess host_;
  std::unique_ptr<HttpClient> client_;
};

std::vector<std::pair<std::string, std::string>> remarks_of(const HttpResult& r) {
  std::vector<std::pair<std::string, std::string>> out;
  auto remarks = r.json()->getArray("remarks");
  for (std::size_t i = 0; i < remarks->size(); ++i) {
    auto o = remarks->getObject(static_cast<unsigned>(i));
    out.emplace_back(o->getValue<std::string>("category"), o->getValue<std::string>("fragment"));
  }
  return out;
}

bool has(const std::vector<std::pair<std::string, std::string>>& v, const std::string& cat,
         const std::string& frag) {
  for (const auto& [c, f] : v)
    if (c == cat && f.find(frag) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST_CASE("the morphology engine reports through the host, and /api/morphology shows its analysis") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "morphology"}});
  host.start();
  HttpClient c(host.base_url());
  REQUIRE(c.login("admin", HostProcess::kAdminPassword).status == 200);
  auto r =
      c.post_json("/api/check-text",
                  R"({"text":"Отчёт был подготовлен аналитиком. Если Вам нужна помощь, напишите нам."})");
  REQUIRE(r.status == 200);
  const auto remarks = remarks_of(r);
  CHECK(has(remarks, "passive_voice", "был подготовлен"));
  CHECK(has(remarks, "polite_vy", "Вам"));
  CHECK(remarks.size() == 2);

  auto analysis =
      c.get("/api/morphology?text=%D0%BD%D0%BE%D0%B2%D0%B0%D1%8F%20%D0%B2%D0%B5%D1%80%D1%81%D0%B8%D1%8F");
  REQUIRE(analysis.status == 200);
  CHECK(analysis.body.find("ADJF") != std::string::npos);
  CHECK(analysis.body.find("\"normal_form\":\"новый\"") != std::string::npos);
  HttpClient anonymous(host.base_url());
  CHECK(anonymous.get("/api/morphology?text=x").status == 401);
}

TEST_CASE("the host opens the morphology dictionary once and every plugin that uses it shares that copy") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "morphology,style"}, {"FEATURE_DOCUMENTS", "true"}});
  host.start();
  HttpClient c(host.base_url());
  REQUIRE(c.login("admin", HostProcess::kAdminPassword).status == 200);
  auto r = c.post_json("/api/check-text", R"({"text":"Отчёт был подготовлен аналитиком."})");
  REQUIRE(r.status == 200);
  CHECK(has(remarks_of(r), "passive_voice", "был подготовлен"));
  const auto log = host.output();
  std::size_t opened = 0;
  for (auto at = log.find("Russian morphology opened from"); at != std::string::npos;
       at = log.find("Russian morphology opened from", at + 1))
    ++opened;
  CHECK(opened == 1);  // the morphology and style engines and the repository asked for it
  CHECK(log.find("morphology dictionary not loaded") == std::string::npos);
}

TEST_CASE("without its dictionary the morphology engine fails by name and the host goes on") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "morphology,example-engine"},
                       {"PROOFREADER_MORPHOLOGY_DICT", "/nonexistent/morphology"}});
  host.start();
  HttpClient c(host.base_url());
  REQUIRE(c.login("admin", HostProcess::kAdminPassword).status == 200);
  auto r = c.post_json("/api/check-text", R"({"text":"Текст с TODO."})");
  REQUIRE(r.status == 200);
  auto engines = r.json()->getArray("engines");
  bool morphology_failed = false, example_done = false;
  for (std::size_t i = 0; i < engines->size(); ++i) {
    auto e = engines->getObject(static_cast<unsigned>(i));
    if (e->getValue<std::string>("name") == "morphology")
      morphology_failed =
          e->getValue<std::string>("status") == "failed" &&
          e->getValue<std::string>("error").find("/nonexistent/morphology") != std::string::npos;
    if (e->getValue<std::string>("name") == "example-engine")
      example_done = e->getValue<std::string>("status") == "done";
  }
  CHECK(morphology_failed);
  CHECK(example_done);
}

TEST_CASE("the grammar-client engine checks through the real grammar server, offsets in code points") {
  HostWithGrammar stack("grammar-client");
  auto& c = stack.client();
  auto r = c.post_json(
      "/api/check-text",
      R"({"text":"Первый абзац без ошибок.\n\nНажмите кнопку «Сохранить»  и дождитесь , пока файл загрузится."})");
  REQUIRE(r.status == 200);
  const auto remarks = remarks_of(r);
  CHECK(has(remarks, "typography", "  "));
  bool space_before_comma = false;
  auto list = r.json()->getArray("remarks");
  for (std::size_t i = 0; i < list->size(); ++i) {
    auto o = list->getObject(static_cast<unsigned>(i));
    CHECK(o->getValue<int>("block") == 1);
    if (o->getValue<std::string>("fragment") == " ,") space_before_comma = true;
  }
  CHECK(space_before_comma);
  auto clean = c.post_json("/api/check-text", R"({"text":"Сервис хранит документы в зашифрованном виде."})");
  CHECK(remarks_of(clean).empty());
}

TEST_CASE("with the grammar server down the grammar engine is reported failed and the others go on") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "grammar-client,example-engine"},
                       {"PROOFREADER_GRAMMAR_URL", "http://127.0.0.1:" + std::to_string(free_port())}});
  host.start();
  HttpClient c(host.base_url());
  REQUIRE(c.login("admin", HostProcess::kAdminPassword).status == 200);
  auto r = c.post_json("/api/check-text", R"({"text":"Текст с TODO."})");
  REQUIRE(r.status == 200);
  CHECK(remarks_of(r).size() == 1);
  auto engines = r.json()->getArray("engines");
  std::map<std::string, std::string> status;
  for (std::size_t i = 0; i < engines->size(); ++i)
    status[engines->getObject(static_cast<unsigned>(i))->getValue<std::string>("name")] =
        engines->getObject(static_cast<unsigned>(i))->getValue<std::string>("status");
  CHECK(status["grammar-client"] == "failed");
  CHECK(status["example-engine"] == "done");
}

TEST_CASE("a disagreement both engines find is one remark that names both engines") {
  HostWithGrammar stack("morphology,grammar-client");
  auto& c = stack.client();
  auto r = c.post_json("/api/check-text", R"({"text":"Программа освобождает свою памяти при выходе."})");
  REQUIRE(r.status == 200);
  auto list = r.json()->getArray("remarks");
  REQUIRE(list->size() == 1);
  auto remark = list->getObject(0);
  CHECK(remark->getValue<std::string>("category") == "agreement");
  CHECK(remark->getValue<std::string>("fragment").find("свою") != std::string::npos);
  std::set<std::string> engines{remark->getValue<std::string>("engine")};
  auto merged_from = remark->getArray("merged_from");
  REQUIRE(merged_from);
  for (std::size_t i = 0; i < merged_from->size(); ++i)
    engines.insert(merged_from->getObject(static_cast<unsigned>(i))->getValue<std::string>("engine"));
  CHECK(engines == std::set<std::string>{"morphology", "grammar-client"});

  // Different problems in one sentence stay separate cards.
  auto two = c.post_json("/api/check-text",
                         R"({"text":"Программа освобождает свою памяти при выходе ,а затем завершается."})");
  REQUIRE(two.status == 200);
  CHECK(two.json()->getArray("remarks")->size() >= 2);
}
