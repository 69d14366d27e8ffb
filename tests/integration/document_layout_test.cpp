// A checked file's layout through the real host (issue 37, item 8): the
// report's blocks say what each block is (a heading and its level, a table
// cell) and where its text is bold, over the same text and remark offsets as
// without them; the stored report keeps it all across a restart.
#include <catch2/catch.hpp>

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>
#include <proofreader/kit/utf8.hpp>

#include <sstream>
#include <string>

#include "../unit/extract/zip_fixture.hpp"
#include "HostProcess.hpp"
#include "HttpClient.hpp"
#include "ServiceQueries.hpp"

using namespace proofreader::test;
using Poco::JSON::Array;
using Poco::JSON::Object;

namespace {

std::string run_xml(const std::string& text, bool bold = false) {
  return std::string("<w:r>") + (bold ? "<w:rPr><w:b/></w:rPr>" : "") + "<w:t xml:space=\"preserve\">" +
         text + "</w:t></w:r>";
}

std::string cell(const std::string& runs) {
  return "<w:tc><w:p>" + runs + "</w:p></w:tc>";
}

// A heading, a paragraph with a bold word and a space before a comma after it,
// and a table whose header cell is bold and whose last cell has the same slip.
const std::string kBody =
    R"(<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr>)" + run_xml("Установка") + "</w:p>" + "<w:p>" +
    run_xml("Нажмите ") + run_xml("Сохранить", true) + run_xml(" , затем закройте окно.") + "</w:p>" +
    "<w:tbl><w:tr>" + cell(run_xml("Параметр", true)) + cell(run_xml("Значение")) + "</w:tr><w:tr>" +
    cell(run_xml("порт")) + cell(run_xml("Войдите администратором , затем выйдите.")) + "</w:tr></w:tbl>";

std::string styles_of(const Object::Ptr& block) {
  std::string out;
  const auto styles = block->getArray("styles");
  for (std::size_t i = 0; i < styles->size(); ++i) {
    const auto s = styles->getObject(static_cast<unsigned>(i));
    out += s->getValue<std::string>("kind") + "@" + std::to_string(s->getValue<int>("offset")) + "+" +
           std::to_string(s->getValue<int>("length")) + " ";
  }
  return out;
}

std::string stringified(const Array::Ptr& a) {
  std::ostringstream out;
  a->stringify(out);
  return out.str();
}

}  // namespace

TEST_CASE("layout: a DOCX's heading, bold text and table arrive in the report's blocks, offsets unchanged") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "style"}});
  host.start();
  HttpClient admin(host.base_url());
  REQUIRE(admin.login("admin", HostProcess::kAdminPassword).status == 200);
  const auto job = run_job(admin, "file", "guide.docx", make_docx(kBody));
  const auto report = admin.get("/api/jobs/" + job + "/report").json();
  const auto blocks = report->getArray("blocks");
  REQUIRE(blocks->size() == 6);
  const auto block = [&](unsigned i) { return blocks->getObject(i); };

  CHECK(block(0)->getValue<std::string>("kind") == "heading");
  CHECK(block(0)->getValue<int>("level") == 1);
  CHECK(block(1)->getValue<std::string>("kind") == "paragraph");
  CHECK(block(1)->getValue<std::string>("text") == "Нажмите Сохранить , затем закройте окно.");
  CHECK(styles_of(block(1)) == "bold@8+9 ");
  for (unsigned i = 2; i < 6; ++i) {
    CHECK(block(i)->getValue<std::string>("kind") == "table_cell");
    CHECK(block(i)->getObject("location")->getValue<int>("paragraph") ==
          block(2)->getObject("location")->getValue<int>("paragraph"));
  }
  CHECK(styles_of(block(2)) == "bold@0+8 ");
  CHECK(styles_of(block(5)).empty());
  CHECK(block(5)->getObject("location")->getValue<int>("table_row") == 2);
  CHECK(block(5)->getObject("location")->getValue<int>("table_column") == 2);

  // The remarks point at their words as before: in the paragraph after the bold word, and in a cell.
  const auto remarks = report->getArray("remarks");
  bool in_paragraph = false, in_cell = false;
  for (std::size_t i = 0; i < remarks->size(); ++i) {
    const auto r = remarks->getObject(static_cast<unsigned>(i));
    const int b = r->getValue<int>("block");
    std::string_view fragment;
    REQUIRE(proofreader::kit::utf8::slice(block(static_cast<unsigned>(b))->getValue<std::string>("text"),
                                          r->getValue<int>("offset"), r->getValue<int>("length"), fragment));
    CHECK(fragment == r->getValue<std::string>("fragment"));
    in_paragraph = in_paragraph || b == 1;
    in_cell = in_cell || b == 5;
  }
  CHECK(in_paragraph);
  CHECK(in_cell);

  // The stored report carries the layout: read again after a restart, the blocks are the same.
  const std::string before = stringified(blocks);
  host.stop();
  host.start();
  HttpClient again(host.base_url());
  REQUIRE(again.login("admin", HostProcess::kAdminPassword).status == 200);
  CHECK(stringified(again.get("/api/jobs/" + job + "/report").json()->getArray("blocks")) == before);
}
