// LibreOffice Writer's own LanguageTool client (Debian 12's LibreOffice 7.4,
// headless, driven through UNO by libreoffice_languagetool.py) against the
// real nginx, host, engines and grammar server: a user's API key in Writer's
// settings, a Russian DOCX, Writer's proofreading — and our remarks come back
// at the right places with our messages and suggestions.
#include <catch2/catch.hpp>

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Parser.h>

#include <cstdlib>
#include <fstream>
#include <iterator>
#include <memory>

#include "GrammarServer.hpp"
#include "HostProcess.hpp"
#include "HttpClient.hpp"
#include "NginxProcess.hpp"
#include "ServiceQueries.hpp"
#include "TempDir.hpp"
#include "zip_fixture.hpp"

using namespace proofreader::test;

namespace {

// One paragraph of Writer's text: a run in Russian (Writer checks a text in its own language).
std::string paragraph(const std::string& text) {
  return R"(<w:p><w:r><w:rPr><w:lang w:val="ru-RU"/></w:rPr><w:t xml:space="preserve">)" + text +
         "</w:t></w:r></w:p>";
}

// A whole DOCX package, as Word writes one (LibreOffice finds the document through _rels/.rels).
std::string russian_docx(const std::string& paragraphs) {
  return make_zip(
      {{"[Content_Types].xml",
        R"(<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/)"
        R"(content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.)"
        R"(relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override )"
        R"(PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.)"
        R"(wordprocessingml.document.main+xml"/></Types>)"},
       {"_rels/.rels",
        R"(<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/)"
        R"(package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/)"
        R"(officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>)"},
       {"word/document.xml",
        R"(<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.)"
        R"(openxmlformats.org/wordprocessingml/2006/main"><w:body>)" +
            paragraphs + "</w:body></w:document>"}});
}

struct WriterError {
  int start = 0;
  int length = 0;
  std::string short_comment;
  std::vector<std::string> suggestions;
};

// What Writer's proofreading found in each paragraph.
std::vector<std::vector<WriterError>> proofread_in_writer(const std::string& base_url,
                                                          const std::string& user, const std::string& key,
                                                          const std::string& docx) {
  TempDir dir;
  const std::string docx_path = dir.path() + "/check.docx", out = dir.path() + "/errors.json";
  std::ofstream(docx_path, std::ios::binary) << docx;
  // Debian's python3 (python3-uno); none of the arguments holds a quote.
  const std::string command = "timeout 300 /usr/bin/python3 '" + std::string(PROOFREADER_LIBREOFFICE_DRIVER) +
                              "' '" + base_url + "' '" + user + "' '" + key + "' '" + docx_path + "' '" +
                              out + "'";
  REQUIRE(std::system(command.c_str()) == 0);
  std::ifstream in(out);
  const auto result =
      Poco::JSON::Parser()
          .parse(std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>()))
          .extract<Poco::JSON::Object::Ptr>();
  std::vector<std::vector<WriterError>> paragraphs;
  const auto list = result->getArray("paragraphs");
  for (std::size_t p = 0; p < list->size(); ++p) {
    auto& found = paragraphs.emplace_back();
    const auto errors = list->getObject(static_cast<unsigned>(p))->getArray("errors");
    for (std::size_t i = 0; i < errors->size(); ++i) {
      const auto e = errors->getObject(static_cast<unsigned>(i));
      WriterError error{
          e->getValue<int>("start"), e->getValue<int>("length"), e->getValue<std::string>("short"), {}};
      const auto suggestions = e->getArray("suggestions");
      for (std::size_t k = 0; k < suggestions->size(); ++k)
        error.suggestions.push_back(suggestions->getElement<std::string>(static_cast<unsigned>(k)));
      found.push_back(error);
    }
  }
  return paragraphs;
}

// UTF-16 code units of UTF-8 text (Writer's positions).
int utf16(const std::string& utf8) {
  int units = 0;
  for (unsigned char b : utf8)
    if ((b & 0xC0) != 0x80) units += b >= 0xF0 ? 2 : 1;
  return units;
}

}  // namespace

TEST_CASE("libreoffice: Writer's LanguageTool client shows our morphology, guide and dictionary",
          "[libreoffice]") {
  GrammarServer grammar;
  HostProcess host(Env{{"PROOFREADER_ENGINES", "morphology,grammar-client,style"},
                       {"PROOFREADER_GRAMMAR_URL", grammar.url()}});
  host.start();
  NginxProcess nginx(loopback(host.port()));
  auto admin = logged_in(host.base_url(), "admin", HostProcess::kAdminPassword);
  auto ann = new_user(host.base_url(), admin, "ann");
  const auto made = ann.post_json("/api/keys", R"({"name":"LibreOffice"})");
  REQUIRE(made.status == 201);
  const std::string key = made.json()->getValue<std::string>("key");
  REQUIRE(admin.post_json("/api/dictionary", R"({"word":"кубернетес"})").status == 201);

  // (a) numeral and noun disagree: our morphology engine finds it, the grammar server alone does not;
  // the characters LibreOffice leaves unencoded come before it.
  const std::string lead = "Скидка 5% &amp; налог + сбор = итог, а мы купили пять ";
  const std::string agreement = lead + "компьютер.";
  HttpClient grammar_alone(grammar.url());
  const auto alone =
      grammar_alone.request("POST", "/v2/check", "language=ru-RU&text=Мы купили пять компьютер.",
                            "application/x-www-form-urlencoded");
  REQUIRE(alone.status == 200);
  REQUIRE(alone.json()->getArray("matches")->size() == 0);
  // (b) the active guide (the built-in one): straight quotes. (c) a team dictionary word.
  const std::string docx = russian_docx(paragraph(agreement) + paragraph("Нажмите \"OK\" в окне.") +
                                        paragraph("Кластер кубернетеса работает."));

  const auto found = proofread_in_writer(nginx.base_url() + "/v2", "ann", key, docx);
  REQUIRE(found.size() == 3);

  REQUIRE(found[0].size() == 1);
  CHECK(found[0][0].start == utf16("Скидка 5% & налог + сбор = итог, а мы купили пять "));
  CHECK(found[0][0].length == utf16("компьютер"));
  CHECK(found[0][0].short_comment == "Существительное «компьютер» не согласуется с числительным «пять».");
  CHECK(found[0][0].suggestions == std::vector<std::string>{"компьютеров"});

  REQUIRE(found[1].size() == 1);
  CHECK(found[1][0].start == utf16("Нажмите "));
  CHECK(found[1][0].length == utf16("\"OK\""));
  CHECK(found[1][0].short_comment.find("ёлочки") != std::string::npos);
  CHECK(found[1][0].suggestions == std::vector<std::string>{"«OK»"});

  CHECK(found[2].empty());
}
