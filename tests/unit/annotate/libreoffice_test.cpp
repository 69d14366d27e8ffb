// LibreOffice round trip of annotated DOCX files: headless LibreOffice Writer
// (Debian's libreoffice-writer-nogui, packaging/install-deps.sh's test group)
// must convert the file to PDF, whose first page pdftoppm renders, and back to
// DOCX with the comments and the tracked changes kept. Each conversion runs
// with a private profile, so parallel tests do not share one. A machine
// without soffice or pdftoppm fails these tests, it does not skip them.
#include <catch2/catch.hpp>

#include <proofreader/kit/utf8.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "Soffice.hpp"
#include "TempDir.hpp"
#include "annotate/docx_annotator.hpp"
#include "extract/docx_extractor.hpp"
#include "ooxml_rules.hpp"
#include "zip_fixture.hpp"

using proofreader::host::annotate_docx;
using proofreader::host::Annotation;
using proofreader::test::TempDir;
using proofreader::test::zip_part;

namespace {

const std::string kNs = R"( xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main")"
                        R"( xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships")";

std::string run(const std::string& text, const std::string& properties = {}) {
  return "<w:r>" + (properties.empty() ? "" : "<w:rPr>" + properties + "</w:rPr>") +
         "<w:t xml:space=\"preserve\">" + text + "</w:t></w:r>";
}

// A complete package, as Word writes one: package relationships, content
// types with defaults, styles, a hyperlink, a table, formatting.
std::string make_package() {
  const std::string body =
      "<w:p><w:pPr><w:pStyle w:val=\"Heading1\"/></w:pPr>" + run("Установка сервиса") + "</w:p>" + "<w:p>" +
      run("Перед установкой ") + run("проверте", "<w:b/>") + run(" требования к серверу.") + "</w:p>" +
      "<w:p>" + run("Подробности в ") + "<w:hyperlink r:id=\"rId2\">" + run("документации") +
      "</w:hyperlink>" + run(" на сайте.") + "</w:p>" +
      "<w:tbl><w:tblGrid><w:gridCol w:w=\"4000\"/><w:gridCol w:w=\"4000\"/></w:tblGrid>" +
      "<w:tr><w:tc><w:p>" + run("Порт") + "</w:p></w:tc><w:tc><w:p>" + run("по умолчани 8080") +
      "</w:p></w:tc></w:tr></w:tbl>" + "<w:p>" + run("Конец документа.") + "</w:p>" +
      "<w:sectPr><w:pgSz w:w=\"11906\" w:h=\"16838\"/></w:sectPr>";
  return proofreader::test::make_zip({
      {"[Content_Types].xml",
       R"(<?xml version="1.0" encoding="UTF-8" standalone="yes"?>)"
       R"(<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">)"
       R"(<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>)"
       R"(<Default Extension="xml" ContentType="application/xml"/>)"
       R"(<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>)"
       R"(<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>)"
       R"(</Types>)"},
      {"_rels/.rels",
       R"(<?xml version="1.0" encoding="UTF-8" standalone="yes"?>)"
       R"(<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">)"
       R"(<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>)"
       R"(</Relationships>)"},
      {"word/_rels/document.xml.rels",
       R"(<?xml version="1.0" encoding="UTF-8" standalone="yes"?>)"
       R"(<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">)"
       R"(<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>)"
       R"(<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://example.org/docs" TargetMode="External"/>)"
       R"(</Relationships>)"},
      {"word/document.xml", R"(<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document)" + kNs +
                                "><w:body>" + body + "</w:body></w:document>"},
      {"word/styles.xml",
       R"(<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles)" + kNs +
           R"(><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>)"
           R"(<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/>)"
           R"(<w:basedOn w:val="Normal"/><w:rPr><w:b/><w:sz w:val="32"/></w:rPr></w:style></w:styles>)"},
  });
}

Annotation on(const std::string& docx, int block, const std::string& fragment, const std::string& comment,
              std::optional<std::string> replacement = std::nullopt) {
  const std::string text = proofreader::host::extract_docx(docx, {}).at(block).text;
  const std::size_t byte = text.find(fragment);
  REQUIRE(byte != std::string::npos);
  return {fragment,
          block,
          static_cast<int>(proofreader::kit::utf8::code_points_before(text, byte)),
          static_cast<int>(proofreader::kit::utf8::code_points(fragment)),
          fragment,
          comment,
          replacement};
}

bool on_path(const std::string& program) {
  return std::system(("command -v " + program + " >/dev/null 2>&1").c_str()) == 0;
}

std::string read(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

// Runs soffice on `file` in `dir` converting to `target` (pdf, docx, or a
// format with its filter) into `out`.
void convert(const TempDir& dir, const std::string& file, const std::string& target, const std::string& out) {
  const proofreader::test::SofficeResult result =
      proofreader::test::soffice_convert(dir.path(), file, target, out);
  INFO(result.command);
  INFO(result.log);
  REQUIRE(result.status == 0);
}

void require_tools() {
  if (!proofreader::test::soffice_installed())
    FAIL(
        "soffice is not installed: install LibreOffice Writer (packaging/install-deps.sh all, or "
        "apt-get install libreoffice-writer-nogui)");
  if (!on_path("pdftoppm")) FAIL("pdftoppm is not installed: apt-get install poppler-utils");
}

// Converts to PDF and renders page 1; converts back to DOCX and returns it.
std::string round_trip(const std::string& annotated) {
  require_tools();
  TempDir dir;
  {
    std::ofstream out(dir.path() + "/annotated.docx", std::ios::binary);
    out << annotated;
  }
  convert(dir, "annotated.docx", "pdf", dir.path() + "/pdf");
  const std::string pdf = dir.path() + "/pdf/annotated.pdf";
  REQUIRE(std::filesystem::exists(pdf));
  CHECK(read(pdf).rfind("%PDF", 0) == 0);
  REQUIRE(std::system(("pdftoppm -png -r 50 -f 1 -l 1 '" + pdf + "' '" + dir.path() + "/page'").c_str()) ==
          0);
  std::string png;
  for (const auto& entry : std::filesystem::directory_iterator(dir.path()))
    if (entry.path().filename().string().rfind("page", 0) == 0) png = read(entry.path());
  CHECK(png.size() > 100);
  CHECK(png.rfind("\x89PNG", 0) == 0);
  convert(dir, "annotated.docx", "docx", dir.path() + "/docx");
  const std::string back = dir.path() + "/docx/annotated.docx";
  REQUIRE(std::filesystem::exists(back));
  return read(back);
}

}  // namespace

TEST_CASE("libreoffice: opens a commented DOCX, renders it and keeps the comments",
          "[annotate][libreoffice]") {
  const std::string docx = make_package();
  const auto annotated = annotate_docx(docx,
                                       {on(docx, 1, "проверте требования", "Опечатка: «проверьте»"),
                                        on(docx, 2, "документации", "Ссылка на раздел установки"),
                                        on(docx, 4, "умолчани", "Опечатка в ячейке")},
                                       {}, {});
  REQUIRE(annotated.skipped.empty());
  REQUIRE(proofreader::test::ooxml_violations(annotated.bytes).empty());
  const std::string back = round_trip(annotated.bytes);
  const auto comments = zip_part(back, "word/comments.xml");
  REQUIRE(comments);
  for (const char* text : {"Опечатка: «проверьте»", "Ссылка на раздел установки", "Опечатка в ячейке"})
    CHECK(comments->find(text) != std::string::npos);
}

TEST_CASE("libreoffice: opens a DOCX with tracked changes, renders it and keeps the changes",
          "[annotate][libreoffice]") {
  const std::string docx = make_package();
  const auto annotated = annotate_docx(
      docx,
      {on(docx, 1, "проверте", "Опечатка", std::string("проверьте")),
       on(docx, 4, "умолчани", "", std::string("умолчанию")), on(docx, 5, " документа", "", std::string())},
      {}, {});
  REQUIRE(annotated.skipped.empty());
  REQUIRE(proofreader::test::ooxml_violations(annotated.bytes).empty());
  const std::string back = round_trip(annotated.bytes);
  const std::string document = *zip_part(back, "word/document.xml");
  CHECK(document.find("<w:del ") != std::string::npos);
  CHECK(document.find("<w:ins ") != std::string::npos);
  CHECK(document.find("проверьте") != std::string::npos);
  CHECK(document.find("умолчанию") != std::string::npos);
  CHECK(document.find(">проверте<") != std::string::npos);  // the deleted text, as w:delText
  const auto comments = zip_part(back, "word/comments.xml");
  REQUIRE(comments);
  CHECK(comments->find("Опечатка") != std::string::npos);
}

TEST_CASE("libreoffice: a DOCX LibreOffice wrote takes a remark on every word, comments and changes",
          "[annotate][libreoffice]") {
  require_tools();
  // LibreOffice's own DOCX: rsid-free but styled runs, empty rPr, a hyperlink
  // with a character style, a numbered list, a table, a no-break space.
  TempDir dir;
  {
    std::ofstream html(dir.path() + "/source.html", std::ios::binary);
    html
        << "<html><body><h1>Установка сервиса</h1><p>Перед уста<b>нов</b>кой <i>проверте</i> требования к "
           "серверу, а&nbsp;также <a href=\"https://example.org\">документацию "
           "сервиса</a>.</p><ul><li>Первый "
           "пункт списка с ошибкой</li><li>Второй <u>пункт</u></li></ul><table border=\"1\"><tr><td>Порт</td>"
           "<td>по умолчани 8080</td></tr></table><p>Конец  документа и <b>ещё <i>одно</i></b> "
           "предложение.</p></body></html>";
  }
  convert(dir, "source.html", "docx:'MS Word 2007 XML'", dir.path() + "/source");
  const std::string docx = read(dir.path() + "/source/source.docx");
  REQUIRE(!docx.empty());
  const auto blocks = proofreader::host::extract_docx(docx, {});
  REQUIRE(blocks.size() >= 6);

  std::vector<Annotation> annotations;
  std::vector<std::string> expected;
  for (const auto& block : blocks) {
    std::string accepted;
    std::size_t byte = 0;
    for (int word = 0; byte < block.text.size(); ++word) {
      std::size_t end = block.text.find(' ', byte);
      if (end == std::string::npos) end = block.text.size();
      const std::string fragment = block.text.substr(byte, end - byte);
      Annotation a{std::to_string(annotations.size()),
                   block.index,
                   static_cast<int>(proofreader::kit::utf8::code_points_before(block.text, byte)),
                   static_cast<int>(proofreader::kit::utf8::code_points(fragment)),
                   fragment,
                   {},
                   {}};
      if (word % 3 != 1) a.replacement = "[" + fragment + "]";
      if (word % 3 != 0) a.comment = "Слово «" + fragment + "»";
      // "сервиса." ends a hyperlink and goes on past it: a change there would
      // cross the hyperlink's edge, so it is skipped (its comment with it).
      const bool crosses_link = fragment == "сервиса.";
      accepted +=
          (accepted.empty() ? "" : " ") + (a.replacement && !crosses_link ? *a.replacement : fragment);
      annotations.push_back(std::move(a));
      byte = end + 1;
    }
    expected.push_back(accepted);
  }
  const auto annotated = annotate_docx(docx, annotations, {}, {});
  std::string skipped;
  for (const auto& s : annotated.skipped)
    skipped += annotations.at(std::stoul(s.id)).fragment + ": " + s.reason + "\n";
  CHECK(skipped ==
        "сервиса.: исправление захватывает несколько абзацев или границу ссылки, поля, элемента управления — "
        "внести его правкой нельзя\n");
  CHECK(proofreader::test::ooxml_violations(annotated.bytes).empty());
  std::vector<std::string> got;
  for (const auto& block : proofreader::host::extract_docx(annotated.bytes, {})) got.push_back(block.text);
  CHECK(got == expected);
  // Every part the annotator does not write keeps its bytes.
  for (const std::string& name : proofreader::test::zip_names(docx))
    if (name != "word/document.xml" && name != "word/_rels/document.xml.rels" &&
        name != "[Content_Types].xml")
      CHECK(proofreader::test::zip_raw_entry(annotated.bytes, name) ==
            proofreader::test::zip_raw_entry(docx, name));
  const std::string back = round_trip(annotated.bytes);
  CHECK(zip_part(back, "word/comments.xml").value_or("").find("Слово «сервиса»") != std::string::npos);
  CHECK(zip_part(back, "word/document.xml").value_or("").find("<w:ins ") != std::string::npos);
}
