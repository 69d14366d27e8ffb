// The LanguageTool wire contract of proofreader-grammar, over real HTTP.
#include <Poco/JSON/Parser.h>
#include <Poco/PipeStream.h>
#include <Poco/URI.h>

#include <catch2/catch.hpp>
#include <fstream>
#include <set>
#include <sstream>

#include <proofreader/russian/tokenizer.hpp>
#include "grammar_server_process.hpp"

using Poco::JSON::Object;
using proofreader::testing::GrammarServerProcess;
using Env = std::map<std::string, std::string>;

namespace {

std::string form(const std::vector<std::pair<std::string, std::string>>& fields) {
  std::string out;
  for (const auto& [k, v] : fields) {
    if (!out.empty()) out += '&';
    std::string encoded;
    Poco::URI::encode(v, "!#$&'()*+,/:;=?@[]", encoded);
    out += k + "=" + encoded;
  }
  return out;
}

Object::Ptr json(const std::string& body) {
  return Poco::JSON::Parser().parse(body).extract<Object::Ptr>();
}

Object::Ptr check(const GrammarServerProcess& server,
                  const std::vector<std::pair<std::string, std::string>>& f) {
  const auto r = server.request("POST", "/v2/check", form(f));
  INFO(r.body);
  REQUIRE(r.status == 200);
  return json(r.body);
}

std::set<std::string> rule_ids(const Object::Ptr& response) {
  std::set<std::string> ids;
  const auto matches = response->getArray("matches");
  for (std::size_t i = 0; i < matches->size(); ++i)
    ids.insert(matches->getObject(static_cast<unsigned>(i))->getObject("rule")->getValue<std::string>("id"));
  return ids;
}

}  // namespace

TEST_CASE("grammar-server: health, languages, maxtextlength and configinfo answer as LanguageTool",
          "[grammar-server]") {
  GrammarServerProcess server(Env{{"PROOFREADER_GRAMMAR_MAX_TEXT_LENGTH", "5000"}});
  CHECK(server.request("GET", "/health").body == R"({"status":"ok"})");
  const auto languages = Poco::JSON::Parser()
                             .parse(server.request("GET", "/v2/languages").body)
                             .extract<Poco::JSON::Array::Ptr>();
  REQUIRE(languages->size() == 1);
  CHECK(languages->getObject(0)->getValue<std::string>("longCode") == "ru-RU");
  CHECK(server.request("GET", "/v2/maxtextlength").body == "5000");

  const auto config = json(server.request("GET", "/v2/configinfo?language=ru").body);
  const auto rules = config->getArray("rules");
  CHECK(rules->size() >= 150);
  std::set<std::string> ids;
  for (std::size_t i = 0; i < rules->size(); ++i)
    ids.insert(rules->getObject(static_cast<unsigned>(i))->getValue<std::string>("ruleId"));
  CHECK(ids.size() == rules->size());
  CHECK(config->getObject("parameter")->getValue<int>("maxTextLength") == 5000);
  CHECK(server.request("GET", "/v2/configinfo?language=de").status == 400);
  CHECK(server.request("GET", "/v2/nothing").status == 404);
}

TEST_CASE("grammar-server: a check answer has every field of LanguageTool's shape", "[grammar-server]") {
  GrammarServerProcess server;
  const auto r = check(server, {{"language", "ru-RU"}, {"text", "Откройте настроики профиля."}});
  for (const char* field : {"software", "warnings", "language", "matches", "sentenceRanges"})
    CHECK(r->has(field));
  CHECK_FALSE(r->getObject("warnings")->getValue<bool>("incompleteResults"));
  CHECK(r->getObject("language")->getObject("detectedLanguage")->getValue<std::string>("code") == "ru-RU");
  const auto matches = r->getArray("matches");
  REQUIRE(matches->size() == 1);
  const auto m = matches->getObject(0);
  for (const char* field : {"message", "shortMessage", "replacements", "offset", "length", "context",
                            "sentence", "type", "rule", "ignoreForIncompleteSentence", "contextForSureMatch"})
    CHECK(m->has(field));
  CHECK(m->getValue<int>("offset") == 9);
  CHECK(m->getValue<int>("length") == 9);
  CHECK(m->getObject("type")->getValue<std::string>("typeName") == "UnknownWord");
  const auto rule = m->getObject("rule");
  CHECK(rule->getValue<std::string>("issueType") == "misspelling");
  CHECK(rule->getObject("category")->getValue<std::string>("id") == "TYPOS");
  CHECK(m->getArray("replacements")->getObject(0)->getValue<std::string>("value") == "настройки");
  const auto context = m->getObject("context");
  CHECK(context->getValue<std::string>("text") == "Откройте настроики профиля.");
  CHECK(context->getValue<int>("offset") == 9);
  CHECK(context->getValue<int>("length") == 9);
  CHECK(m->getValue<std::string>("sentence") == "Откройте настроики профиля.");
  const auto ranges = r->getArray("sentenceRanges");
  REQUIRE(ranges->size() == 1);
}

TEST_CASE("grammar-server: offsets count UTF-16 code units, as LanguageTool's do", "[grammar-server]") {
  GrammarServerProcess server;
  // U+1F600 takes two UTF-16 units: the misspelt word starts at unit 3, code point 2.
  const auto r = check(server, {{"language", "ru"}, {"text", "\xF0\x9F\x98\x80 настроики"}});
  const auto m = r->getArray("matches")->getObject(0);
  CHECK(m->getValue<int>("offset") == 3);
  CHECK(m->getValue<int>("length") == 9);
}

TEST_CASE("grammar-server: a body as LibreOffice 7.4 sends it (not URL-encoded) keeps '&', '+', '%', '='",
          "[grammar-server]") {
  GrammarServerProcess server;
  // Before the shared form reading the text ended at the '&' and the misspelling was never seen.
  const std::string before = "5% & a+b = c, ";
  for (const std::string tail : {"", "&username=ann&apiKey=prk_1"}) {
    const auto r = server.request("POST", "/v2/check", "text=" + before + "настроики&language=ru-RU" + tail);
    REQUIRE(r.status == 200);
    const auto m = json(r.body)->getArray("matches")->getObject(0);
    REQUIRE(m);
    CHECK(m->getValue<int>("offset") == static_cast<int>(before.size()));
    CHECK(m->getObject("context")->getValue<std::string>("text").find("5% & a+b = c") != std::string::npos);
  }
}

TEST_CASE("grammar-server: data with markup: offsets refer to the whole annotated document",
          "[grammar-server]") {
  GrammarServerProcess server;
  const std::string data =
      R"({"annotation":[{"markup":"<p>"},{"text":"Откройте "},{"markup":"<b>"},{"text":"настроики"},)"
      R"({"markup":"</b>"},{"markup":"<br/>","interpretAs":"\n"},{"text":"профиля."}]})";
  const auto r = check(server, {{"language", "ru-RU"}, {"data", data}});
  const auto matches = r->getArray("matches");
  REQUIRE(matches->size() == 1);
  CHECK(matches->getObject(0)->getValue<int>("offset") == 3 + 9 + 3);
  CHECK(matches->getObject(0)->getValue<int>("length") == 9);
}

TEST_CASE("grammar-server: rule selection: disabledRules, disabledCategories, enabledOnly, level",
          "[grammar-server]") {
  GrammarServerProcess server;
  const std::string text = "Убедитесь что служба  запущена, и откройте настроики.";
  const auto all = rule_ids(check(server, {{"language", "ru-RU"}, {"text", text}}));
  CHECK(all == std::set<std::string>{"RU_COMMA_BEFORE_CHTO", "RU_DOUBLE_SPACE", "RU_SPELLING"});
  CHECK(rule_ids(check(
            server,
            {{"language", "ru-RU"}, {"text", text}, {"disabledRules", "RU_SPELLING,RU_DOUBLE_SPACE"}})) ==
        std::set<std::string>{"RU_COMMA_BEFORE_CHTO"});
  CHECK(rule_ids(check(server, {{"language", "ru-RU"}, {"text", text}, {"disabledCategories", "TYPOS"}}))
            .count("RU_SPELLING") == 0);
  CHECK(rule_ids(check(server, {{"language", "ru-RU"},
                                {"text", text},
                                {"enabledOnly", "true"},
                                {"enabledCategories", "TYPOGRAPHY"}})) ==
        std::set<std::string>{"RU_DOUBLE_SPACE"});
  const std::string sizes = "Экран 1920x1080.";
  CHECK(rule_ids(check(server, {{"language", "ru-RU"}, {"text", sizes}})).empty());
  CHECK(rule_ids(check(server, {{"language", "ru-RU"}, {"text", sizes}, {"level", "picky"}})) ==
        std::set<std::string>{"RU_MULTIPLICATION_SIGN"});
}

TEST_CASE("grammar-server: GET /v2/check takes the same parameters as POST", "[grammar-server]") {
  GrammarServerProcess server;
  const auto r = server.request("GET", "/v2/check?" + form({{"language", "auto"}, {"text", "Отчёт отчёт."}}));
  REQUIRE(r.status == 200);
  CHECK(rule_ids(json(r.body)) == std::set<std::string>{"RU_WORD_REPEAT"});
}

TEST_CASE("grammar-server: acceptedWords are spelled right for that request only, any case, every part",
          "[grammar-server][accepted-words]") {
  GrammarServerProcess server;
  const std::string text = "Кластер кубернетеса упал, кубернетес-оператор тоже. Кубернетеса незапускается.";
  const auto spelling_fragments = [&](const Object::Ptr& response) {
    std::set<std::string> out;
    const auto matches = response->getArray("matches");
    for (std::size_t i = 0; i < matches->size(); ++i) {
      const auto m = matches->getObject(static_cast<unsigned>(i));
      const auto id = m->getObject("rule")->getValue<std::string>("id");
      if (id != "RU_SPELLING" && id != "RU_NE_WITH_VERB_TOGETHER") continue;
      const auto offset = m->getValue<int>("offset"), length = m->getValue<int>("length");
      out.insert(std::to_string(offset) + ":" + std::to_string(length) + ":" + id);
    }
    return out;
  };
  const auto plain = check(server, {{"language", "ru"}, {"text", text}});
  const auto flagged = spelling_fragments(plain);
  // Without the words: «кубернетеса» twice and the hyphenated compound, besides «незапускается».
  REQUIRE(flagged.size() == 4);
  const auto with_words = check(server, {{"language", "ru"},
                                         {"text", text},
                                         {"acceptedWords", " Кубернетеса , кубернетес,,"},
                                         {"someUnknownParam", "ignored as LanguageTool ignores it"}});
  CHECK(spelling_fragments(with_words).size() == 1);  // «незапускается» stays
  CHECK(rule_ids(with_words).count("RU_NE_WITH_VERB_TOGETHER") == 1);
  // Words belong to their request: the next check without them flags the words again.
  CHECK(spelling_fragments(check(server, {{"language", "ru"}, {"text", text}})) == flagged);
}

TEST_CASE("grammar-server: acceptedWords past its limits is a 400, not a crash",
          "[grammar-server][accepted-words]") {
  GrammarServerProcess server;
  auto post = [&](const std::string& words) {
    return server.request("POST", "/v2/check",
                          form({{"language", "ru"}, {"text", "Текст."}, {"acceptedWords", words}}));
  };
  std::string many;
  for (int i = 0; i < 10001; ++i) many += "слово" + std::to_string(i) + ",";
  const auto too_many = post(many);
  CHECK(too_many.status == 400);
  CHECK(too_many.body == "Error: 'acceptedWords' has more than 10000 words");
  many.resize(many.rfind("слово10000"));
  CHECK(post(many).status == 200);
  std::string long_word;
  for (int i = 0; i < 101; ++i) long_word += "я";
  const auto too_long = post(long_word);
  CHECK(too_long.status == 400);
  CHECK(too_long.body.find("longer than 100 characters") != std::string::npos);
  CHECK(post(long_word.substr(2)).status == 200);
}

TEST_CASE("grammar-server: bad input gets LanguageTool's plain-text errors and never a crash",
          "[grammar-server]") {
  GrammarServerProcess server(Env{{"PROOFREADER_GRAMMAR_MAX_TEXT_LENGTH", "1000"}});
  auto post = [&](const std::string& body) { return server.request("POST", "/v2/check", body); };

  auto wrong_language = post(form({{"language", "en-US"}, {"text", "Hello"}}));
  CHECK(wrong_language.status == 400);
  CHECK(wrong_language.body.rfind("Error: 'en-US' is not a language code", 0) == 0);
  CHECK(wrong_language.content_type.rfind("text/plain", 0) == 0);
  CHECK(post(form({{"text", "Привет"}})).status == 400);
  CHECK(post(form({{"language", "ru"}})).status == 400);
  CHECK(post(form({{"language", "ru"}, {"data", "{broken"}})).status == 400);
  CHECK(post(form({{"language", "ru"}, {"data", R"({"annotation":[{"nothing":1}]})"}})).status == 400);
  CHECK(post(form({{"language", "ru"}, {"data", "[1,2]"}})).status == 400);
  CHECK(post(form({{"language", "ru"}, {"text", "x"}, {"level", "extreme"}})).status == 400);

  const auto too_long = post(form({{"language", "ru"}, {"text", std::string(1001, 'a')}}));
  CHECK(too_long.status == 413);
  CHECK(too_long.body.find("exceeds the limit of 1000") != std::string::npos);
  {
    // A declared body above the limit is refused before it is read.
    Poco::Net::HTTPClientSession session("127.0.0.1", static_cast<Poco::UInt16>(server.port()));
    Poco::Net::HTTPRequest req("POST", "/v2/check", Poco::Net::HTTPMessage::HTTP_1_1);
    req.setContentType("application/x-www-form-urlencoded");
    req.setContentLength(1 << 30);
    session.sendRequest(req) << "language=ru&text=";
    Poco::Net::HTTPResponse res;
    session.receiveResponse(res);
    CHECK(res.getStatus() == 413);
  }

  const auto empty = post(form({{"language", "ru"}, {"text", ""}}));
  CHECK(empty.status == 200);
  CHECK(json(empty.body)->getArray("matches")->size() == 0);

  std::string garbage;
  for (int i = 0; i < 900; ++i) garbage += static_cast<char>((i * 7919) % 256);
  const auto binary = post(form({{"language", "ru"}, {"text", garbage}}));
  CHECK((binary.status == 200 || binary.status == 400));
  CHECK(post("language=ru&text=%ZZ%").status == 400);
  CHECK(server.request("GET", "/health").status == 200);
  CHECK(server.running());
}

TEST_CASE("grammar-server: a text without full stops does not repeat itself in every match",
          "[grammar-server]") {
  GrammarServerProcess server;
  std::string text;
  for (int i = 0; i < 400; ++i) text += "абырвалг ";
  const auto r = check(server, {{"language", "ru"}, {"text", text}, {"disabledRules", "RU_WORD_REPEAT"}});
  const auto matches = r->getArray("matches");
  REQUIRE(matches->size() == 400);  // one spelling match per word
  for (std::size_t i = 0; i < matches->size(); ++i) {
    const auto sentence = matches->getObject(static_cast<unsigned>(i))->getValue<std::string>("sentence");
    CHECK(proofreader::russian::code_points(sentence) <= 1000);
    CHECK(sentence.find("абырвалг") != std::string::npos);
  }
}

TEST_CASE("grammar-server: the time limit cuts a check short and says incompleteResults",
          "[grammar-server]") {
  GrammarServerProcess server(
      {{"PROOFREADER_GRAMMAR_TIME_LIMIT_MS", "1"}, {"PROOFREADER_GRAMMAR_MAX_TEXT_LENGTH", "400000"}});
  std::string text;
  while (text.size() < 200000)
    text += "Откройте настроики профиля и сохраните изменения в облочном хранилище. ";
  const auto r = check(server, {{"language", "ru"}, {"text", text}});
  CHECK(r->getObject("warnings")->getValue<bool>("incompleteResults"));
}

TEST_CASE("grammar-server: RULES.md is the rule table the server prints", "[grammar-server]") {
  std::ifstream file(GRAMMAR_SERVER_RULES_MD);
  std::stringstream committed;
  committed << file.rdbuf();
  Poco::Pipe out;
  auto handle = Poco::Process::launch(proofreader::testing::grammar_server_binary(), {"--rules-markdown"},
                                      nullptr, &out, nullptr);
  Poco::PipeInputStream stream(out);
  std::string printed;
  Poco::StreamCopier::copyToString(stream, printed);
  CHECK(handle.wait() == 0);
  CHECK(printed == committed.str());
}

TEST_CASE(
    "grammar-server: a classic misspelling gets its likeliest fix as the first replacement over /v2/check",
    "[grammar-server]") {
  GrammarServerProcess server(Env{});
  const auto response = check(server, {{"text", "Проверте настройки."}, {"language", "ru-RU"}});
  const auto matches = response->getArray("matches");
  REQUIRE(matches->size() == 1);
  const auto match = matches->getObject(0);
  CHECK(match->getObject("rule")->getValue<std::string>("id") == "RU_SPELLING");
  const auto replacements = match->getArray("replacements");
  REQUIRE(replacements->size() >= 1);
  CHECK(replacements->getObject(0)->getValue<std::string>("value") == "Проверьте");
}
