// LanguageTool's API at the product's own address (/v2/check, /v2/languages,
// /v2/info) through the real nginx, the real host with the morphology,
// grammar-client and style engines, and the real grammar server: the whole
// deterministic pipeline answers in LanguageTool's shape, offsets in UTF-16,
// bodies as LibreOffice's client sends them (not URL-encoded), errors as
// LanguageTool's plain text.
#include <catch2/catch.hpp>

#include <Poco/JSON/Array.h>
#include <Poco/URI.h>

#include <fstream>
#include <iterator>
#include <memory>

#include "GrammarServer.hpp"
#include "HostProcess.hpp"
#include "HttpClient.hpp"
#include "NginxProcess.hpp"
#include "ServiceQueries.hpp"

using namespace proofreader::test;

namespace {

constexpr const char* kForm = "application/x-www-form-urlencoded";

// The host behind nginx with the deterministic engines and `env` added.
class LanguageToolStack {
 public:
  explicit LanguageToolStack(Env env = {{"PROOFREADER_LT_ANONYMOUS", "true"}}) {
    env["PROOFREADER_ENGINES"] = "morphology,grammar-client,style";
    env["PROOFREADER_GRAMMAR_URL"] = grammar_.url();
    host_ = std::make_unique<HostProcess>(env);
    host_->start();
    nginx_ = std::make_unique<NginxProcess>(loopback(host_->port()));
    admin_ = std::make_unique<HttpClient>(logged_in(host_->base_url(), "admin", HostProcess::kAdminPassword));
  }
  HttpClient client() const { return HttpClient(nginx_->base_url()); }
  HttpClient& admin() { return *admin_; }
  const HostProcess& host() const { return *host_; }

 private:
  GrammarServer grammar_;
  std::unique_ptr<HostProcess> host_;
  std::unique_ptr<NginxProcess> nginx_;
  std::unique_ptr<HttpClient> admin_;
};

std::string encoded(const std::string& value) {
  std::string out;
  Poco::URI::encode(value, "&+%=;/?:@#", out);
  return out;
}

// A form as a LanguageTool client that encodes it sends it.
std::string form(const std::string& text, const std::string& extra = "") {
  return "text=" + encoded(text) + "&language=ru-RU" + extra;
}

// UTF-16 code units of UTF-8 text.
int utf16(const std::string& utf8) {
  int units = 0;
  for (std::size_t i = 0; i < utf8.size(); ++i) {
    const auto b = static_cast<unsigned char>(utf8[i]);
    if ((b & 0xC0) == 0x80) continue;
    units += b >= 0xF0 ? 2 : 1;
  }
  return units;
}

struct Found {
  std::string rule;
  std::string category;
  int offset = 0;
  int length = 0;
  std::string message;
  std::vector<std::string> replacements;
};

std::vector<Found> matches(const HttpResult& r) {
  REQUIRE(r.status == 200);
  CHECK(r.header("content-type").find("application/json") == 0);
  std::vector<Found> out;
  const auto list = r.json()->getArray("matches");
  for (std::size_t i = 0; i < list->size(); ++i) {
    const auto m = list->getObject(static_cast<unsigned>(i));
    const auto rule = m->getObject("rule");
    Found f{rule->getValue<std::string>("id"),   rule->getObject("category")->getValue<std::string>("id"),
            m->getValue<int>("offset"),          m->getValue<int>("length"),
            m->getValue<std::string>("message"), {}};
    const auto replacements = m->getArray("replacements");
    for (std::size_t k = 0; k < replacements->size(); ++k)
      f.replacements.push_back(
          replacements->getObject(static_cast<unsigned>(k))->getValue<std::string>("value"));
    out.push_back(f);
  }
  return out;
}

const Found* find_rule(const std::vector<Found>& found, const std::string& rule) {
  for (const auto& f : found)
    if (f.rule == rule) return &f;
  return nullptr;
}

HttpResult post(HttpClient& c, const std::string& body) {
  return c.request("POST", "/v2/check", body, kForm);
}

constexpr const char* kAgreement = "PROOFREADER_AGREEMENT_ADJECTIVE_NOUN";

}  // namespace

TEST_CASE("languagetool: /v2/languages, /v2/info and /v2/check answer in LanguageTool's shape through nginx",
          "[languagetool]") {
  LanguageToolStack stack;
  auto c = stack.client();
  const auto languages = c.get("/v2/languages");
  REQUIRE(languages.status == 200);
  CHECK(languages.body == R"([{"name":"Russian","code":"ru","longCode":"ru-RU"}])");
  const auto info = c.get("/v2/info");
  REQUIRE(info.status == 200);
  CHECK(info.json()->getObject("software")->getValue<std::string>("name") == "Proofreader");

  // LanguageTool's published fields, each of its type.
  const std::string text = "Мы купили красивый машину.";
  const auto r = post(c, form(text));
  REQUIRE(r.status == 200);
  const auto body = r.json();
  const auto software = body->getObject("software");
  CHECK(software->getValue<int>("apiVersion") == 1);
  CHECK(software->has("version"));
  CHECK(body->getObject("warnings")->getValue<bool>("incompleteResults") == false);
  const auto language = body->getObject("language");
  CHECK(language->getValue<std::string>("code") == "ru-RU");
  CHECK(language->getObject("detectedLanguage")->getValue<std::string>("code") == "ru-RU");
  const auto m = body->getArray("matches")->getObject(0);
  REQUIRE(m);
  for (const char* field : {"message", "shortMessage", "sentence"}) CHECK(m->get(field).isString());
  CHECK(m->getValue<int>("offset") == utf16("Мы купили "));
  CHECK(m->getValue<int>("length") == utf16("красивый машину"));
  const auto context = m->getObject("context");
  CHECK(context->getValue<std::string>("text") == text);
  CHECK(context->getValue<int>("offset") == utf16("Мы купили "));
  CHECK(m->getValue<std::string>("sentence") == text);
  CHECK(m->getObject("type")->getValue<std::string>("typeName") == "Other");
  const auto rule = m->getObject("rule");
  CHECK(rule->getValue<std::string>("id") == kAgreement);
  CHECK(rule->getValue<std::string>("issueType") == "grammar");
  CHECK(rule->get("description").isString());
  CHECK(rule->getObject("category")->getValue<std::string>("id") == "GRAMMAR");
  CHECK(rule->getObject("category")->getValue<std::string>("name") == "Грамматика");
  CHECK(m->getArray("replacements")->getObject(0)->getValue<std::string>("value") == "красивую машину");
  // A GET with the query string answers the same.
  CHECK(matches(c.get("/v2/check?" + form(text))).size() == 1);
}

TEST_CASE("languagetool: offsets and lengths count UTF-16 code units (emoji, combining marks)",
          "[languagetool]") {
  LanguageToolStack stack;
  auto c = stack.client();
  // An emoji is 2 units, a letter with a combining breve 2 code points.
  const std::string before = "😀 Чаи\u0306 и 😀😀 кофе. Мы купили ";
  const auto found = matches(post(c, form(before + "красивый машину.")));
  const auto* agreement = find_rule(found, kAgreement);
  REQUIRE(agreement);
  CHECK(agreement->offset == utf16(before));
  CHECK(agreement->length == utf16("красивый машину"));
}

TEST_CASE("languagetool: a body as LibreOffice sends it, not URL-encoded, keeps '&', '+', '%' and '='",
          "[languagetool]") {
  LanguageToolStack stack;
  auto c = stack.client();
  const std::string before = "Цена 5% & скидка + налог = итог, 100%. Мы купили ";
  const std::string text = before + "красивый машину.";
  const auto raw = post(c, "text=" + text + "&language=ru-RU");
  const auto found = matches(raw);
  const auto* agreement = find_rule(found, kAgreement);
  REQUIRE(agreement);
  CHECK(agreement->offset == utf16(before));
  // All of the text arrived: its last sentence ends where the text does.
  const auto sentences = raw.json()->getArray("sentenceRanges");
  REQUIRE(sentences->size() == 2);
  CHECK(sentences->getArray(0)->getElement<int>(1) == utf16("Цена 5% & скидка + налог = итог, 100%."));
  CHECK(sentences->getArray(1)->getElement<int>(1) == utf16(text));

  // Each character alone, in ASCII text that could pass for an encoded form.
  for (const std::string odd : {"a&b", "50%", "x=1"}) {
    INFO(odd);
    const auto r = post(c, "text=" + odd + " красивый машину&language=ru-RU&username=&apiKey=");
    const auto* f = find_rule(matches(r), kAgreement);
    REQUIRE(f);
    CHECK(f->offset == utf16(odd + " "));
  }
  // An encoded form still decodes: '+' is a space there, %2B a plus.
  const auto encoded_plus =
      matches(post(c, "text=C%2B%2B+" + encoded("красивый") + "+" + encoded("машину") + "&language=ru-RU"));
  REQUIRE(find_rule(encoded_plus, kAgreement));
  CHECK(find_rule(encoded_plus, kAgreement)->offset == utf16("C++ "));
}

TEST_CASE("languagetool: annotated text (data) as the browser add-on sends it", "[languagetool]") {
  LanguageToolStack stack;
  auto c = stack.client();
  // Markup is skipped but counted in offsets; interpretAs is checked in its place.
  const std::string data =
      R"({"annotation":[{"markup":"<p>"},{"text":"Мы купили "},{"markup":"<b>"},)"
      R"({"text":"красивый машину"},{"markup":"</b>"},{"markup":"<br/>","interpretAs":"\n\n"},)"
      R"({"text":"Всё хорошо."}]})";
  const auto found = matches(post(c, "data=" + encoded(data) + "&language=ru"));
  const auto* agreement = find_rule(found, kAgreement);
  REQUIRE(agreement);
  CHECK(agreement->offset == utf16("<p>Мы купили <b>"));
  CHECK(agreement->length == utf16("красивый машину"));

  for (const std::string bad : {R"({"annotation":[{"text":{"a":1}}]})", R"({"annotation":5})", "{bad",
                                R"({"annotation":[{"text":"a","markup":"b"}]})"}) {
    INFO(bad);
    const auto r = post(c, "data=" + encoded(bad) + "&language=ru");
    CHECK(r.status == 400);
    CHECK(r.body.rfind("Error: ", 0) == 0);
  }
}

TEST_CASE("languagetool: the team's guide, the caller's regex rules and the team dictionary apply",
          "[languagetool]") {
  LanguageToolStack stack;
  auto c = stack.client();
  const std::string text = "Обновите ПО в кластере кубернетеса и нажмите \"OK\".";
  const auto before = matches(post(c, form(text)));
  REQUIRE(find_rule(before, "RU_SPELLING"));
  // The active guide (the built-in one): straight quotes.
  const auto* quotes = find_rule(before, "PROOFREADER_STYLE_TYPOGRAPHY_STRAIGHT_QUOTES");
  REQUIRE(quotes);
  CHECK(quotes->offset == utf16("Обновите ПО в кластере кубернетеса и нажмите "));

  const auto rule = stack.admin().post_json(
      "/api/rules", R"({"pattern":"\\bПО\\b","message":"Расшифруйте","scope":"everyone"})");
  REQUIRE(rule.status == 201);
  const auto id = std::to_string(rule.json()->getValue<Poco::Int64>("id"));
  REQUIRE(stack.admin().post_json("/api/dictionary", R"({"word":"кубернетес"})").status == 201);

  const auto after = matches(post(c, form(text)));
  CHECK_FALSE(find_rule(after, "RU_SPELLING"));  // a team word, in another form
  const auto* custom = find_rule(after, "PROOFREADER_CUSTOM_" + id);
  REQUIRE(custom);
  CHECK(custom->offset == utf16("Обновите "));
  CHECK(custom->message == "Расшифруйте");
  CHECK(custom->category == "STYLE");
}

TEST_CASE("languagetool: rule and category selection, level", "[languagetool]") {
  LanguageToolStack stack;
  auto c = stack.client();
  const std::string text = "Мы купили красивый машину и нажали \"OK\".";
  const auto all = matches(post(c, form(text)));
  REQUIRE(find_rule(all, kAgreement));
  REQUIRE(find_rule(all, "PROOFREADER_STYLE_TYPOGRAPHY_STRAIGHT_QUOTES"));

  const auto no_agreement = matches(post(c, form(text, std::string("&disabledRules=") + kAgreement)));
  CHECK_FALSE(find_rule(no_agreement, kAgreement));
  CHECK(find_rule(no_agreement, "PROOFREADER_STYLE_TYPOGRAPHY_STRAIGHT_QUOTES"));

  const auto no_grammar = matches(post(c, form(text, "&disabledCategories=GRAMMAR&level=picky")));
  for (const auto& f : no_grammar) CHECK(f.category != "GRAMMAR");

  const auto only = matches(post(c, form(text, std::string("&enabledOnly=true&enabledRules=") + kAgreement +
                                                   "&motherTongue=de&preferredVariants=ru-RU")));
  REQUIRE(only.size() == 1);
  CHECK(only[0].rule == kAgreement);
}

TEST_CASE("languagetool: bad input gets LanguageTool's plain-text errors, never a 5xx", "[languagetool]") {
  LanguageToolStack stack;
  auto c = stack.client();
  const auto plain_error = [](const HttpResult& r, int status) {
    CHECK(r.status == status);
    CHECK(r.header("content-type").find("text/plain") == 0);
    CHECK(r.body.rfind("Error: ", 0) == 0);
  };
  plain_error(post(c, "text=Привет&language=xx-YY"), 400);
  plain_error(post(c, "language=ru"), 400);
  plain_error(post(c, "text=Привет"), 400);
  plain_error(post(c, "text=a&data=b&language=ru"), 400);
  plain_error(post(c, "text=a&language=ru&level=extreme"), 400);
  plain_error(post(c, "text=a&language=ru&enabledOnly=true"), 400);
  plain_error(post(c, "text=" + std::string(10 * 1024 * 1024, 'a') + "&language=ru"), 413);
  // LanguageTool answers an empty text with no matches.
  CHECK(matches(post(c, "text=&language=ru")).empty());
}

TEST_CASE("languagetool: the dispatcher's own refusals under /v2/ are LanguageTool's plain text too",
          "[languagetool]") {
  LanguageToolStack stack({{"PROOFREADER_LT_ANONYMOUS", "true"}, {"PROOFREADER_MAX_BODY_BYTES", "4096"}});
  auto c = stack.client();
  const auto plain_error = [](const HttpResult& r, int status) {
    CHECK(r.status == status);
    CHECK(r.header("content-type").find("text/plain") == 0);
    CHECK(r.body.rfind("Error: ", 0) == 0);
    CHECK(r.body.find('{') == std::string::npos);
  };
  plain_error(c.get("/v2/foo"), 404);
  const auto wrong_method = c.request("DELETE", "/v2/check");
  plain_error(wrong_method, 405);
  CHECK(wrong_method.header("allow").find("POST") != std::string::npos);
  plain_error(post(c, form(std::string(8192, 'a'))), 413);
  // Outside /v2/ the API keeps its own JSON error shape.
  const auto api = c.get("/api/foo");
  CHECK(api.status == 404);
  CHECK(api.header("content-type").find("application/json") == 0);
}

TEST_CASE("languagetool: without a key /v2/check is 401 unless anonymous use is allowed", "[languagetool]") {
  LanguageToolStack stack(Env{});
  auto c = stack.client();
  const auto r = post(c, form("Привет"));
  CHECK(r.status == 401);
  CHECK(r.header("content-type").find("text/plain") == 0);
  CHECK(r.body.rfind("Error: ", 0) == 0);
  // The list of languages stays open: LibreOffice reads it before it has checked anything.
  CHECK(c.get("/v2/languages").status == 200);
}

namespace {

std::string audit_of(const HostProcess& host) {
  std::ifstream in(host.data_dir() + "/audit.jsonl");
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

Poco::JSON::Object::Ptr only_key(HttpClient& c, const std::string& query = "") {
  const auto r = c.get("/api/keys" + query);
  REQUIRE(r.status == 200);
  const auto items = r.json()->getArray("items");
  REQUIRE(items->size() == 1);
  return items->getObject(0);
}

}  // namespace

TEST_CASE("languagetool: personal API keys authenticate /v2/check and the REST API, are revoked and audited",
          "[languagetool][api_keys]") {
  LanguageToolStack stack(Env{{"PROOFREADER_API_KEY_REQUESTS_PER_MINUTE", "6"}});
  auto ann = new_user(stack.host().base_url(), stack.admin(), "ann");
  auto max = new_user(stack.host().base_url(), stack.admin(), "max");

  // Made with a name; the key is in this answer only.
  CHECK(ann.post_json("/api/keys", R"({"name":"  "})").status == 400);
  CHECK(ann.post_json("/api/keys", R"({})").status == 400);
  const auto made = ann.post_json("/api/keys", R"({"name":"LibreOffice"})");
  REQUIRE(made.status == 201);
  const std::string key = made.json()->getValue<std::string>("key");
  CHECK(key.rfind("prk_", 0) == 0);
  const auto listed = only_key(ann);
  CHECK(listed->getValue<std::string>("name") == "LibreOffice");
  CHECK_FALSE(listed->has("key"));
  CHECK(key.rfind(listed->getValue<std::string>("prefix"), 0) == 0);
  CHECK(listed->get("last_used_at").isEmpty());
  CHECK(max.get("/api/keys").json()->getArray("items")->size() == 0);

  // LanguageTool's convention, in LibreOffice's unencoded form: the key's owner's remarks.
  auto c = stack.client();
  const std::string text = "Мы купили красивый машину.";
  const auto checked = post(c, "text=" + text + "&language=ru-RU&username=ann&apiKey=" + key);
  CHECK(find_rule(matches(checked), kAgreement));
  CHECK_FALSE(only_key(ann)->get("last_used_at").isEmpty());
  CHECK(post(c, "text=" + text + "&language=ru-RU&username=max&apiKey=" + key).status == 401);
  CHECK(post(c, "text=" + text + "&language=ru-RU&username=ann&apiKey=prk_0123").status == 401);
  CHECK(post(c, "text=" + text + "&language=ru-RU").status == 401);

  // The REST API with Authorization: Bearer, no session.
  HttpClient script(stack.client());
  const std::map<std::string, std::string> bearer{{"Authorization", "Bearer " + key}};
  CHECK(script.post_json("/api/check-text", R"({"text":"Мы купили красивый машину."})", bearer).status ==
        200);
  CHECK(script
            .post_json("/api/check-text", R"({"text":"x"})",
                       {{"Authorization", "Bearer prk_" + std::string(64, '0')}})
            .status == 401);

  // Throttled per key: 6 requests a minute, 3 made so far with it.
  int throttled = 0;
  for (int i = 0; i < 4; ++i) {
    const auto r = post(c, "text=a&language=ru-RU&username=ann&apiKey=" + key);
    if (r.status == 429) {
      ++throttled;
      CHECK(r.body.rfind("Error: ", 0) == 0);
    }
  }
  CHECK(throttled == 1);

  // Another user cannot revoke it; an administrator sees and revokes anyone's.
  const auto id = std::to_string(listed->getValue<Poco::Int64>("id"));
  CHECK(max.request("DELETE", "/api/keys/" + id).status == 404);
  CHECK(max.get("/api/keys?all=true").status == 403);
  const auto everyone = only_key(stack.admin(), "?all=true");
  CHECK(everyone->getValue<std::string>("login") == "ann");
  const auto revoked = stack.admin().request("DELETE", "/api/keys/" + id);
  REQUIRE(revoked.status == 200);
  CHECK_FALSE(revoked.json()->get("revoked_at").isEmpty());

  const auto refused = post(c, "text=" + text + "&language=ru-RU&username=ann&apiKey=" + key);
  CHECK(refused.status == 401);
  CHECK(refused.body.rfind("Error: ", 0) == 0);
  CHECK(script.post_json("/api/check-text", R"({"text":"x"})", bearer).status == 401);

  const std::string audit = audit_of(stack.host());
  CHECK(audit.find("api_key.create") != std::string::npos);
  CHECK(audit.find("api_key.used") != std::string::npos);
  CHECK(audit.find("api_key.revoke") != std::string::npos);
}
