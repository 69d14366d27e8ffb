// The grammar-client engine against the real proofreader-grammar binary.
#include <catch2/catch.hpp>

#include "grammar_client_engine.hpp"
#include "grammar_server_process.hpp"
#include "test_host.hpp"

using namespace proofreader;
using grammar_client::GrammarClientEngine;
using testing::GrammarServerProcess;
using testing::TestContext;
using testing::TestHost;
using Env = std::map<std::string, std::string>;

namespace {

sdk::Document document_of(const std::vector<std::string>& texts) {
  sdk::Document d;
  for (std::size_t i = 0; i < texts.size(); ++i) {
    sdk::Block b;
    b.index = static_cast<int>(i) + 1;
    b.text = texts[i];
    d.blocks.push_back(b);
  }
  return d;
}

// The block text a remark points at (offsets in code points).
std::string fragment(const sdk::Document& d, const sdk::Remark& r) {
  for (const auto& b : d.blocks) {
    if (b.index != r.block) continue;
    const std::u32string text = [&] {
      std::u32string out;
      for (std::size_t i = 0; i < b.text.size();) {
        const auto c = static_cast<unsigned char>(b.text[i]);
        const int n = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
        char32_t cp = n == 1 ? c : c & (0xFF >> (n + 1));
        for (int k = 1; k < n; ++k) cp = (cp << 6) | (b.text[i + k] & 0x3F);
        out.push_back(cp);
        i += n;
      }
      return out;
    }();
    std::string out;
    for (char32_t c : text.substr(r.offset, r.length)) {
      if (c < 0x80) {
        out += static_cast<char>(c);
      } else if (c < 0x800) {
        out += static_cast<char>(0xC0 | (c >> 6));
        out += static_cast<char>(0x80 | (c & 0x3F));
      } else {
        out += static_cast<char>(0xE0 | (c >> 12));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
      }
    }
    return out;
  }
  return "<no block>";
}

std::vector<std::string> describe(const sdk::Document& d, const std::vector<sdk::Remark>& remarks) {
  std::vector<std::string> out;
  for (const auto& r : remarks)
    out.push_back(std::to_string(r.block) + " " + r.category + " " + r.rule_id + " «" + fragment(d, r) + "»");
  return out;
}

}  // namespace

TEST_CASE("grammar-client: remarks land on the right block and code points, with categories",
          "[grammar-client]") {
  GrammarServerProcess server;
  TestHost host({{"PROOFREADER_GRAMMAR_URL", server.url()}});
  GrammarClientEngine engine(host);
  const auto info = engine.info();
  CHECK(info.name == "grammar-client");
  CHECK(info.part == proofreader::sdk::CheckPart::language);

  const auto doc =
      document_of({"Откройте настроики профиля.", "\xF0\x9F\x98\x80 Убедитесь что служба запущена.",
                   "Перейдите в раздел \"Помощь\".", "Скачайте отчёт отчёт."});
  TestContext ctx(doc);
  engine.check(ctx);
  CHECK(describe(doc, ctx.remarks) == std::vector<std::string>{
                                          "1 spelling RU_SPELLING «настроики»",
                                          "2 punctuation RU_COMMA_BEFORE_CHTO «Убедитесь что»",
                                          "3 typography RU_STRAIGHT_QUOTES «\"Помощь\"»",
                                          "4 grammar RU_WORD_REPEAT «отчёт отчёт»",
                                      });
  REQUIRE_FALSE(ctx.remarks.empty());
  CHECK(ctx.remarks[0].suggestions.front() == "настройки");
  CHECK(ctx.remarks[0].severity == sdk::Severity::error);
}

TEST_CASE("grammar-client: long documents go in chunks below the server's maxTextLength",
          "[grammar-client]") {
  GrammarServerProcess server(Env{{"PROOFREADER_GRAMMAR_MAX_TEXT_LENGTH", "300"}});
  TestHost host({{"PROOFREADER_GRAMMAR_URL", server.url()}});
  GrammarClientEngine engine(host);
  std::string long_block;
  for (int i = 0; i < 30; ++i) long_block += "Сервер сохраняет настройки в файле. ";
  long_block += "Откройте настроики профиля.";
  const auto doc = document_of({long_block, "Введите коректный адрес."});
  TestContext ctx(doc);
  engine.check(ctx);  // a chunk over 300 would get 413 and throw
  CHECK(describe(doc, ctx.remarks) ==
        std::vector<std::string>{"1 spelling RU_SPELLING «настроики»", "2 spelling RU_SPELLING «коректный»"});
  CHECK(host.calls > 4);  // maxtextlength, then several chunks
}

TEST_CASE("grammar-client: matches inside protected spans are dropped", "[grammar-client]") {
  GrammarServerProcess server;
  TestHost host({{"PROOFREADER_GRAMMAR_URL", server.url()}});
  GrammarClientEngine engine(host);
  auto doc = document_of({"Откройте настроики и коректный файл."});
  doc.blocks[0].protected_spans.push_back({sdk::ProtectedSpan::Kind::code, 9, 9});
  TestContext ctx(doc);
  engine.check(ctx);
  CHECK(describe(doc, ctx.remarks) == std::vector<std::string>{"1 spelling RU_SPELLING «коректный»"});
}

TEST_CASE("grammar-client: the active guide's terms are not spelling mistakes", "[grammar-client]") {
  GrammarServerProcess server;
  TestHost host({{"PROOFREADER_GRAMMAR_URL", server.url()}});
  GrammarClientEngine engine(host);
  const auto doc = document_of({"Настройте девопс и откройте настроики."});
  TestContext without_guide(doc);
  engine.check(without_guide);
  CHECK(describe(doc, without_guide.remarks) ==
        std::vector<std::string>{"1 spelling RU_SPELLING «девопс»", "1 spelling RU_SPELLING «настроики»"});
  TestContext with_guide(doc);
  with_guide.guide = {"g1", 3, "Руководство",
                      R"({"rules":[{"kind":"term","preferred":"Девопс","variants":["DevOps"]},)"
                      R"({"kind":"replace","phrase":"юзер","replacement":"пользователь"}]})"};
  engine.check(with_guide);
  CHECK(describe(doc, with_guide.remarks) == std::vector<std::string>{"1 spelling RU_SPELLING «настроики»"});
  TestContext broken_guide(doc);
  broken_guide.guide = {"g2", 1, "Сломанное", "{not json"};
  engine.check(broken_guide);
  CHECK(broken_guide.remarks.size() == 2);
}

TEST_CASE("grammar-client: a server that is down makes check() throw after one retry", "[grammar-client]") {
  const int port = testing::free_port();  // nobody listens there
  TestHost host({{"PROOFREADER_GRAMMAR_URL", "http://127.0.0.1:" + std::to_string(port)},
                 {"PROOFREADER_GRAMMAR_MAX_TEXT_LENGTH", "5000"}});
  GrammarClientEngine engine(host);
  TestContext ctx(document_of({"Откройте настроики профиля."}));
  CHECK_THROWS_AS(engine.check(ctx), std::runtime_error);
  CHECK(host.calls == 2);
  CHECK(ctx.remarks.empty());
}

TEST_CASE("grammar-client: every form of a guide's term is accepted, not only the one it names",
          "[grammar-client]") {
  GrammarServerProcess server;
  TestHost host({{"PROOFREADER_GRAMMAR_URL", server.url()}});
  GrammarClientEngine engine(host);
  const auto doc = document_of({"Задачи девопсов и настроики девопсами."});
  TestContext with_guide(doc);
  with_guide.guide = {"g1", 3, "Руководство",
                      R"({"rules":[{"kind":"term","preferred":"девопс","variants":[]}]})"};
  engine.check(with_guide);
  CHECK(describe(doc, with_guide.remarks) == std::vector<std::string>{"1 spelling RU_SPELLING «настроики»"});
}
