// The team dictionary through the real host, the real grammar server and the
// grammar-client and morphology engines: a word added from a spelling card is
// accepted in its other forms in everyone's next check, per guide when the
// admins choose so; admins list, delete, import and export; every change is
// audited.
#include <catch2/catch.hpp>

#include <Poco/JSON/Array.h>

#include <fstream>
#include <iterator>
#include <memory>

#include "GrammarServer.hpp"
#include "HostProcess.hpp"
#include "HttpClient.hpp"
#include "ServiceQueries.hpp"

using namespace proofreader::test;

namespace {

// The real host with the grammar and morphology engines and an admin.
class DictionaryStack {
 public:
  DictionaryStack()
      : host_(Env{{"PROOFREADER_ENGINES", "grammar-client,morphology"},
                  {"PROOFREADER_GRAMMAR_URL", grammar_.url()}}) {
    host_.start();
    admin_ = std::make_unique<HttpClient>(logged_in(host_.base_url(), "admin", HostProcess::kAdminPassword));
  }
  HttpClient& admin() { return *admin_; }
  const HostProcess& host() const { return host_; }
  std::string audit() const {
    std::ifstream in(host_.data_dir() + "/audit.jsonl");
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  }

 private:
  GrammarServer grammar_;
  HostProcess host_;
  std::unique_ptr<HttpClient> admin_;
};

// The fragments of the spelling remarks of a check of `text` (with `guide`, if any).
std::vector<std::string> misspelt(HttpClient& c, const std::string& text, const std::string& guide = {}) {
  Poco::JSON::Object body;
  body.set("text", text);
  if (!guide.empty()) body.set("styleguide_id", guide);
  std::ostringstream json;
  body.stringify(json);
  const auto r = c.post_json("/api/check-text", json.str());
  REQUIRE(r.status == 200);
  std::vector<std::string> out;
  const auto remarks = r.json()->getArray("remarks");
  for (std::size_t i = 0; i < remarks->size(); ++i) {
    const auto o = remarks->getObject(static_cast<unsigned>(i));
    if (o->getValue<std::string>("category") == "spelling")
      out.push_back(o->getValue<std::string>("fragment"));
  }
  return out;
}

bool has_form(const Poco::JSON::Object::Ptr& word, const std::string& form) {
  const auto forms = word->getArray("forms");
  for (std::size_t i = 0; i < forms->size(); ++i)
    if (forms->getElement<std::string>(static_cast<unsigned>(i)) == form) return true;
  return false;
}

std::string error_code(const HttpResult& r) {
  return r.json()->getObject("error")->getValue<std::string>("code");
}

void put_guide(HttpClient& admin, const std::string& id) {
  REQUIRE(admin
              .request("PUT", "/api/styleguides/" + id, R"({"name":")" + id + R"(","rules":[]})",
                       "application/json")
              .status == 201);
}

}  // namespace

TEST_CASE("dictionary: a word added from a card is accepted in its other forms in everyone's next check",
          "[dictionary]") {
  DictionaryStack stack;
  auto ann = new_user(stack.host().base_url(), stack.admin(), "ann");
  auto max = new_user(stack.host().base_url(), stack.admin(), "max");
  REQUIRE(misspelt(ann, "Кластер кубернетеса упал.") == std::vector<std::string>{"кубернетеса"});
  REQUIRE(misspelt(max, "Мы управляем кубернетесом и настроики.") ==
          std::vector<std::string>{"кубернетесом", "настроики"});

  // Ann adds the card's fragment: stored lower-cased with its whole predicted paradigm, globally.
  auto added = ann.post_json("/api/dictionary", R"({"word":"Кубернетеса","styleguide_id":"default-ru"})");
  REQUIRE(added.status == 201);
  const auto word = added.json();
  CHECK(word->getValue<std::string>("word") == "кубернетеса");
  CHECK(word->getValue<std::string>("styleguide_id").empty());
  CHECK(has_form(word, "кубернетес"));
  CHECK(has_form(word, "кубернетесом"));
  CHECK(ann.post_json("/api/dictionary", R"({"word":"кубернетеса"})").status == 200);  // already there

  // Her next check and another user's: another form, no spelling remark; a real typo stays.
  CHECK(misspelt(ann, "Кластер кубернетеса упал.").empty());
  CHECK(misspelt(max, "Мы управляем кубернетесом и настроики.") == std::vector<std::string>{"настроики"});

  // Bad words are 400 in the one error shape; a writer cannot choose the scope or administer the list.
  for (const char* bad : {R"({"word":"два слова"})", R"({"word":"  "})", R"({"word":"x86"})", R"({})",
                          R"({"word":"кластер","extra":1})", R"({"word":42})"}) {
    INFO(bad);
    const auto r = ann.post_json("/api/dictionary", bad);
    CHECK(r.status == 400);
    CHECK(error_code(r) == "bad_request");
  }
  CHECK(ann.post_json("/api/dictionary", R"({"word":"девопс","scope":"global"})").status == 403);
  CHECK(ann.get("/api/dictionary").status == 403);
  CHECK(
      ann.request("DELETE", "/api/dictionary/" + std::to_string(word->getValue<std::int64_t>("id"))).status ==
      403);
  CHECK(ann.request("POST", "/api/dictionary/import", "девопс\n", "text/plain").status == 403);
  CHECK(ann.get("/api/dictionary/export").status == 403);
  CHECK(ann.request("PUT", "/api/dictionary/settings", R"({"scope_policy":"guide"})", "application/json")
            .status == 403);

  // The admin sees it, with who added it, and deletes it: the word is flagged again.
  const auto listed = stack.admin().get("/api/dictionary").json();
  CHECK(listed->getValue<std::string>("scope_policy") == "global");
  REQUIRE(listed->getArray("words")->size() == 1);
  CHECK(listed->getArray("words")->getObject(0)->getValue<std::string>("user") == "ann");
  const auto id = std::to_string(word->getValue<std::int64_t>("id"));
  REQUIRE(stack.admin().request("DELETE", "/api/dictionary/" + id).status == 200);
  CHECK(stack.admin().request("DELETE", "/api/dictionary/" + id).status == 404);
  CHECK(misspelt(max, "Кластер кубернетеса упал.") == std::vector<std::string>{"кубернетеса"});

  const auto audit = stack.audit();
  CHECK(audit.find("dictionary.add") != std::string::npos);
  CHECK(audit.find("«кубернетеса» global") != std::string::npos);
  CHECK(audit.find("dictionary.delete") != std::string::npos);
}

TEST_CASE("dictionary: with the policy 'guide' a card's word holds in the checks of that guide only",
          "[dictionary]") {
  DictionaryStack stack;
  auto& admin = stack.admin();
  put_guide(admin, "ours");
  put_guide(admin, "theirs");
  CHECK(admin.request("PUT", "/api/dictionary/settings", R"({"scope_policy":"nowhere"})", "application/json")
            .status == 400);
  REQUIRE(admin.request("PUT", "/api/dictionary/settings", R"({"scope_policy":"guide"})", "application/json")
              .status == 200);
  auto ann = new_user(stack.host().base_url(), admin, "ann");
  const std::string text = "Кластер кубернетеса упал.";

  auto added = ann.post_json("/api/dictionary", R"({"word":"кубернетеса","styleguide_id":"ours"})");
  REQUIRE(added.status == 201);
  CHECK(added.json()->getValue<std::string>("styleguide_id") == "ours");
  CHECK(misspelt(ann, text, "ours").empty());
  CHECK(misspelt(ann, text, "theirs") == std::vector<std::string>{"кубернетеса"});
  CHECK(misspelt(ann, text) == std::vector<std::string>{"кубернетеса"});  // the active guide, default-ru

  // A card of a check whose guide is gone adds globally; an admin may choose the scope outright.
  auto orphan = ann.post_json("/api/dictionary", R"({"word":"девопсы","styleguide_id":"deleted-guide"})");
  REQUIRE(orphan.status == 201);
  CHECK(orphan.json()->getValue<std::string>("styleguide_id").empty());
  CHECK(admin.post_json("/api/dictionary", R"({"word":"хрюмбарт","scope":"guide","styleguide_id":"nope"})")
            .status == 400);
  CHECK(admin.post_json("/api/dictionary", R"({"word":"хрюмбарт","scope":"guide"})").status == 400);
  auto chosen =
      admin.post_json("/api/dictionary", R"({"word":"хрюмбарт","scope":"guide","styleguide_id":"theirs"})");
  REQUIRE(chosen.status == 201);
  CHECK(misspelt(ann, "Два хрюмбарта и девопсами.", "theirs").empty());
  CHECK(misspelt(ann, "Два хрюмбарта и девопсами.", "ours") == std::vector<std::string>{"хрюмбарта"});
  // An admin moves a word between scopes; a writer may not; a clash is a 409.
  const auto moved_id = std::to_string(chosen.json()->getValue<std::int64_t>("id"));
  CHECK(ann.request("PATCH", "/api/dictionary/" + moved_id, R"({"styleguide_id":""})", "application/json")
            .status == 403);
  CHECK(
      admin.request("PATCH", "/api/dictionary/" + moved_id, R"({"styleguide_id":"nope"})", "application/json")
          .status == 400);
  CHECK(admin.request("PATCH", "/api/dictionary/999", R"({"styleguide_id":""})", "application/json").status ==
        404);
  REQUIRE(admin.request("PATCH", "/api/dictionary/" + moved_id, R"({"styleguide_id":""})", "application/json")
              .status == 200);
  CHECK(misspelt(ann, "Два хрюмбарта.", "ours").empty());
  REQUIRE(admin.post_json("/api/dictionary", R"({"word":"хрюмбарт","scope":"guide","styleguide_id":"ours"})")
              .status == 201);
  const auto clash = admin.request("PATCH", "/api/dictionary/" + moved_id, R"({"styleguide_id":"ours"})",
                                   "application/json");
  CHECK(clash.status == 409);
  CHECK(error_code(clash) == "conflict");
  CHECK(stack.audit().find("dictionary.move") != std::string::npos);
  CHECK(stack.audit().find("dictionary.settings") != std::string::npos);
  CHECK(stack.audit().find("guide 'ours'") != std::string::npos);
}

TEST_CASE("dictionary: import reports bad lines by number, export gives the list back", "[dictionary]") {
  DictionaryStack stack;
  auto& admin = stack.admin();
  const std::string list =
      "\xEF\xBB\xBF# наши слова\r\nкубернетес\r\nдва слова\n\nДевопс\nx86\nкубернетес\nмьютекс\n";
  auto imported = admin.request("POST", "/api/dictionary/import", list, "text/plain");
  REQUIRE(imported.status == 200);
  const auto result = imported.json();
  CHECK(result->getValue<int>("added") == 3);
  const auto bad = result->getArray("bad_lines");
  REQUIRE(bad->size() == 2);
  CHECK(bad->getObject(0)->getValue<int>("line") == 3);
  CHECK(bad->getObject(0)->getValue<std::string>("text") == "два слова");
  CHECK_FALSE(bad->getObject(0)->getValue<std::string>("message").empty());
  CHECK(bad->getObject(1)->getValue<int>("line") == 6);
  CHECK(misspelt(admin, "Кубернетесом управляют девопсы.").empty());

  auto exported = admin.get("/api/dictionary/export");
  REQUIRE(exported.status == 200);
  CHECK(exported.body == "девопс\nкубернетес\nмьютекс\n");
  // The round trip: delete everything, import the export, the same list.
  const auto words = admin.get("/api/dictionary").json()->getArray("words");
  for (std::size_t i = 0; i < words->size(); ++i)
    REQUIRE(admin
                .request("DELETE",
                         "/api/dictionary/" +
                             std::to_string(
                                 words->getObject(static_cast<unsigned>(i))->getValue<std::int64_t>("id")))
                .status == 200);
  CHECK(admin.get("/api/dictionary/export").body.empty());
  auto again = admin.request("POST", "/api/dictionary/import", exported.body, "text/plain");
  REQUIRE(again.status == 200);
  CHECK(again.json()->getValue<int>("added") == 3);
  CHECK(again.json()->getArray("bad_lines")->size() == 0);
  CHECK(admin.get("/api/dictionary/export").body == exported.body);
  CHECK(admin.request("POST", "/api/dictionary/import", exported.body, "text/plain")
            .json()
            ->getValue<int>("existing") == 3);

  // A guide's own list; limits and bad input are 400s.
  put_guide(admin, "ours");
  REQUIRE(
      admin.request("POST", "/api/dictionary/import?styleguide_id=ours", "деплой\n", "text/plain").status ==
      200);
  CHECK(admin.get("/api/dictionary/export?styleguide_id=ours").body == "деплой\n");
  CHECK(admin.get("/api/dictionary/export").body == exported.body);
  CHECK(admin.request("POST", "/api/dictionary/import?styleguide_id=nope", "деплой\n", "text/plain").status ==
        400);
  CHECK(admin.get("/api/dictionary/export?styleguide_id=nope").status == 400);
  CHECK(admin.request("POST", "/api/dictionary/import", std::string(1200000, 'a'), "text/plain").status ==
        400);
  CHECK(admin.request("POST", "/api/dictionary/import", "слово\n\xff\xfe\n", "text/plain").status == 400);

  const auto audit = stack.audit();
  CHECK(audit.find("dictionary.import") != std::string::npos);
  CHECK(audit.find("3 words added, 0 already there, 2 bad lines; global") != std::string::npos);
  CHECK(audit.find("dictionary.delete") != std::string::npos);
}
