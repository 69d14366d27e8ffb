// The team dictionary and the guide's terms reach the grammar server with each
// request (acceptedWords) and spelling matches on them are dropped.
#include <Poco/Net/HTMLForm.h>
#include <Poco/Net/HTTPRequest.h>

#include <catch2/catch.hpp>
#include <sstream>

#include "accepted_words.hpp"
#include "grammar_client_engine.hpp"
#include "grammar_server_process.hpp"
#include "scripted_server.hpp"
#include "test_host.hpp"

using namespace proofreader;
using grammar_client::AcceptedWords;
using grammar_client::GrammarClientEngine;
using testing::GrammarServerProcess;
using testing::one_block;
using testing::ScriptedServer;
using testing::TestContext;
using testing::TestHost;

namespace {

// The form fields of a /v2/check body as the server reads them.
std::map<std::string, std::string> fields(const std::string& body) {
  Poco::Net::HTTPRequest request("POST", "/v2/check");
  request.setContentType("application/x-www-form-urlencoded");
  std::istringstream in(body);
  Poco::Net::HTMLForm form(request, in);
  std::map<std::string, std::string> out;
  for (const auto& [k, v] : form) out[k] = v;
  return out;
}

// Two misspellings: «Кубернетеса» (8, 11) and «настроики» (26, 9).
const std::string kText = "Кластер Кубернетеса упал, настроики тоже, девопсами.";
const char* kTwoMatches =
    R"({"matches":[)"
    R"({"message":"Опечатка","offset":8,"length":11,"replacements":[],)"
    R"("rule":{"id":"RU_SPELLING","issueType":"misspelling","category":{"id":"TYPOS"}}},)"
    R"({"message":"Опечатка","offset":26,"length":9,"replacements":[{"value":"настройки"}],)"
    R"("rule":{"id":"RU_SPELLING","issueType":"misspelling","category":{"id":"TYPOS"}}}]})";

}  // namespace

TEST_CASE(
    "grammar-client: AcceptedWords takes the dictionary's forms exactly and the guide's terms in every form",
    "[grammar-client][accepted-words]") {
  const AcceptedWords words({"девопс"}, {"кубернетес", "кубернетеса"});
  CHECK(words.accepts("кубернетеса"));
  CHECK_FALSE(words.accepts("кубернетесом"));  // the host sends every form; nothing is guessed here
  CHECK(words.accepts("девопсами"));
  CHECK_FALSE(words.accepts("настроики"));
  CHECK(words.in_text("Кубернетеса и девопсами, кубернетеса, настроики") ==
        std::vector<std::string>{"кубернетеса", "девопсами"});
  CHECK(words.in_text("Кубернетеса-оператор и веб-девопсами") ==
        std::vector<std::string>{"кубернетеса", "девопсами"});
  CHECK(AcceptedWords().in_text("кубернетеса").empty());
}

TEST_CASE("grammar-client: a request carries the chunk's team words as acceptedWords, and their matches go",
          "[grammar-client][accepted-words]") {
  ScriptedServer server({{200, kTwoMatches}});
  TestHost host({{"PROOFREADER_GRAMMAR_URL", server.url()}, {"PROOFREADER_GRAMMAR_MAX_TEXT_LENGTH", "5000"}});
  GrammarClientEngine engine(host);

  TestContext ctx(one_block(kText));
  ctx.dictionary = {"кубернетес", "кубернетеса", "кубернетесом", "мьютекс"};
  ctx.guide = {"g1", 3, "Руководство", R"({"rules":[{"kind":"term","preferred":"девопс","variants":[]}]})"};
  engine.check(ctx);
  REQUIRE(server.bodies().size() == 1);
  const auto sent = fields(server.bodies()[0]);
  CHECK(sent.at("text") == kText);
  CHECK(sent.at("language") == "ru-RU");
  // Only the words of this text: not the dictionary's other forms or words.
  CHECK(sent.at("acceptedWords") == "кубернетеса,девопсами");
  // A server that ignored the parameter (this one) still flags the word: the client drops it.
  REQUIRE(ctx.remarks.size() == 1);
  CHECK(ctx.remarks[0].offset == 26);

  TestContext plain(one_block(kText));
  engine.check(plain);
  REQUIRE(server.bodies().size() == 2);
  CHECK(fields(server.bodies()[1]).count("acceptedWords") == 0);
  CHECK(plain.remarks.size() == 2);
}

TEST_CASE("grammar-client: the real grammar server accepts the team dictionary's words",
          "[grammar-client][accepted-words]") {
  GrammarServerProcess server;
  TestHost host({{"PROOFREADER_GRAMMAR_URL", server.url()}});
  GrammarClientEngine engine(host);
  const auto doc = one_block("Кластер кубернетеса упал, настроики тоже, кубернетес-оператор цел.");
  TestContext without(doc);
  engine.check(without);
  CHECK(without.remarks.size() == 3);
  TestContext with(doc);
  with.dictionary = {"кубернетес", "кубернетеса"};
  engine.check(with);
  REQUIRE(with.remarks.size() == 1);
  CHECK(with.remarks[0].offset == 26);
}
