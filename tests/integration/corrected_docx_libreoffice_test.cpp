// The three DOCX downloads of a check, opened in real headless LibreOffice
// Writer (soffice): the corrected file reads as the fixed text with no change
// pending, while the tracked-changes file still has its changes to accept.
// Fails, does not skip, where LibreOffice is missing.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "HostProcess.hpp"
#include "HttpClient.hpp"
#include "ServiceQueries.hpp"
#include "Soffice.hpp"
#include "TempDir.hpp"
#include "zip_fixture.hpp"

using namespace proofreader::test;

namespace {

// A complete package, as Word writes one (LibreOffice finds the document through _rels/.rels): a bold run
// and an italic one in a table, with three errors the style engine fixes.
std::string writers_docx() {
  const std::string ns = R"( xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main")";
  const std::string body =
      R"(<w:p><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">Войдите администратором</w:t></w:r>)"
      R"(<w:r><w:t xml:space="preserve"> , затем откройте файл "Настройки".</w:t></w:r></w:p>)"
      R"(<w:tbl><w:tblGrid><w:gridCol w:w="6000"/></w:tblGrid><w:tr><w:tc><w:p><w:r><w:rPr><w:i/></w:rPr>)"
      R"(<w:t>Нажмите "Сохранить".</w:t></w:r></w:p></w:tc></w:tr></w:tbl>)"
      R"(<w:p><w:r><w:t>Конец.</w:t></w:r></w:p>)";
  return make_zip(
      {{"[Content_Types].xml",
        R"(<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">)"
        R"(<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>)"
        R"(<Default Extension="xml" ContentType="application/xml"/>)"
        R"(<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>)"},
       {"_rels/.rels",
        R"(<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">)"
        R"(<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>)"},
       {"word/document.xml", R"(<?xml version="1.0" encoding="UTF-8"?><w:document)" + ns + "><w:body>" +
                                 body + "</w:body></w:document>"}});
}

std::string read(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

// `docx` opened in LibreOffice and saved as `target` (a plain text or a DOCX LibreOffice writes itself).
std::string through_libreoffice(const std::string& docx, const std::string& target,
                                const std::string& extension) {
  if (!soffice_installed())
    FAIL(
        "soffice is not installed: packaging/install-deps.sh all, or apt-get install "
        "libreoffice-writer-nogui");
  TempDir dir;
  std::ofstream(dir.path() + "/file.docx", std::ios::binary) << docx;
  const SofficeResult result = soffice_convert(dir.path(), "file.docx", target, dir.path() + "/out");
  INFO(result.command);
  INFO(result.log);
  REQUIRE(result.status == 0);
  const std::string out = dir.path() + "/out/file." + extension;
  REQUIRE(std::filesystem::exists(out));
  return read(out);
}

bool has_revisions(const std::string& docx) {
  const std::string document = zip_entry_text(docx, "word/document.xml");
  return document.find("<w:ins ") != std::string::npos || document.find("<w:del ") != std::string::npos;
}

}  // namespace

TEST_CASE("libreoffice: the corrected DOCX opens with the fixes in and no change pending", "[libreoffice]") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "style"}});
  host.start();
  HttpClient admin(host.base_url());
  REQUIRE(admin.login("admin", HostProcess::kAdminPassword).status == 200);
  const auto job = run_job(admin, "file", "guide.docx", writers_docx());
  const std::string path = "/api/jobs/" + job + "/document?mode=";

  const auto corrected = admin.get(path + "corrected");
  REQUIRE(corrected.status == 200);
  REQUIRE(corrected.header("x-proofreader-placed") == "3");
  CHECK_FALSE(has_revisions(corrected.body));
  std::string text = through_libreoffice(corrected.body, "txt:'Text (encoded)':UTF8", "txt");
  if (text.rfind("\xEF\xBB\xBF", 0) == 0) text.erase(0, 3);  // a byte order mark
  text.erase(std::remove(text.begin(), text.end(), '\r'), text.end());
  CHECK(text == "Войдите администратором, затем откройте файл «Настройки».\nНажмите «Сохранить».\nКонец.\n");
  // Saved again by LibreOffice, a pending change would come back as w:ins or w:del.
  CHECK_FALSE(has_revisions(through_libreoffice(corrected.body, "docx", "docx")));

  // The tracked-changes download, by contrast, is opened with its changes still to accept.
  const auto tracked = admin.get(path + "changes");
  REQUIRE(tracked.status == 200);
  CHECK(has_revisions(through_libreoffice(tracked.body, "docx", "docx")));
  // And the comments download has the remarks as comments.
  const auto commented = admin.get(path + "comments");
  REQUIRE(commented.status == 200);
  CHECK(zip_entry_text(through_libreoffice(commented.body, "docx", "docx"), "word/comments.xml")
            .find("Корректор") != std::string::npos);
}
