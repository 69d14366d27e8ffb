// A finished check's upload with its remarks written back, through the real
// host: GET /api/jobs/{id}/document for DOCX (comments, tracked changes),
// Markdown and text (fixes applied, or a unified diff), who may have it, what
// it refuses, and that the kept upload goes with its check; the corrected DOCX
// has its fixes applied with no tracked change left.
#include <catch2/catch.hpp>

#include <Poco/JSON/Array.h>
#include <Poco/URI.h>

#include <filesystem>

#include "../unit/extract/zip_fixture.hpp"
#include "HostProcess.hpp"
#include "HttpClient.hpp"
#include "ServiceQueries.hpp"

using namespace proofreader::test;

namespace {

// Typography the style engine fixes: a space before a comma (after markup and
// across a wrapped line), straight quotes. (A double space in Markdown is
// layout, not text: no remark.)
const std::string kMarkdown =
    "# Установка\n\n"
    "Войдите администратором\n, затем откройте файл \"Настройки\".\n\n"
    "- Нажмите **Сохранить** , и  закройте окно.\n";

std::size_t blobs_in(const std::string& data_dir) {
  std::size_t n = 0;
  const std::filesystem::path root = data_dir + "/originals/blobs";
  if (!std::filesystem::exists(root)) return 0;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(root)) n += entry.is_regular_file();
  return n;
}

Poco::JSON::Array::Ptr remarks_of(HttpClient& c, const std::string& job) {
  return c.get("/api/jobs/" + job + "/report").json()->getArray("remarks");
}

std::string remark_id(const Poco::JSON::Array::Ptr& remarks, const std::string& rule_id) {
  for (std::size_t i = 0; i < remarks->size(); ++i)
    if (remarks->getObject(static_cast<unsigned>(i))->getValue<std::string>("rule_id") == rule_id)
      return remarks->getObject(static_cast<unsigned>(i))->getValue<std::string>("id");
  FAIL("no remark of " << rule_id);
  return {};
}

}  // namespace

TEST_CASE("export: a Markdown upload comes back with its fixes in place, or as a diff") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "style"}});
  host.start();
  HttpClient admin(host.base_url());
  REQUIRE(admin.login("admin", HostProcess::kAdminPassword).status == 200);
  const auto job = run_job(admin, "file", "guide.md", kMarkdown);
  const std::string path = "/api/jobs/" + job + "/document";

  SECTION("every single-suggestion fix applied, the markup and the line breaks kept") {
    const auto r = admin.get(path + "?mode=changes");
    REQUIRE(r.status == 200);
    CHECK(r.header("content-type").rfind("text/markdown", 0) == 0);
    CHECK(r.header("content-disposition").find("attachment") == 0);
    CHECK(r.body ==
          "# Установка\n\n"
          "Войдите администратором, затем откройте файл «Настройки».\n\n"
          "- Нажмите **Сохранить**, и  закройте окно.\n");
    CHECK(r.header("x-proofreader-placed") == "3");
    CHECK(r.header("x-proofreader-skipped") == "0");
    // The corrected file, checked again, has none of those remarks.
    const auto again = run_job(admin, "file", "guide.md", r.body);
    CHECK(remarks_of(admin, again)->size() == 0);
  }

  SECTION("only the accepted fixes, when some are named") {
    const auto quotes = remark_id(remarks_of(admin, job), "style.typography.straight-quotes");
    const auto r = admin.get(path + "?mode=corrected&accept=" + quotes);
    REQUIRE(r.status == 200);
    CHECK(r.body.find("«Настройки»") != std::string::npos);
    CHECK(r.body.find("**Сохранить** ,") != std::string::npos);
    CHECK(r.header("x-proofreader-placed") == "1");
  }

  SECTION("a unified diff of the fixes") {
    const auto r = admin.get(path + "?mode=changes&diff=true");
    REQUIRE(r.status == 200);
    CHECK(r.header("content-type").rfind("text/x-diff", 0) == 0);
    CHECK(r.body.rfind("--- a/guide.md\n+++ b/guide.md\n@@ -1,6 +1,5 @@\n", 0) == 0);
    CHECK(
        r.body.find(
            "-- Нажмите **Сохранить** , и  закройте окно.\n+- Нажмите **Сохранить**, и  закройте окно.\n") !=
        std::string::npos);
  }

  SECTION("a dismissed remark is not written back") {
    const auto report = admin.get("/api/jobs/" + job + "/report").json();
    const auto history = std::to_string(report->getValue<std::int64_t>("history_id"));
    const auto quotes = remark_id(report->getArray("remarks"), "style.typography.straight-quotes");
    REQUIRE(admin.request("PUT", "/api/checks/history/" + history + "/dismissals/" + quotes).status == 200);
    const auto r = admin.get(path + "?mode=changes");
    CHECK(r.body.find("\"Настройки\"") != std::string::npos);
    CHECK(r.header("x-proofreader-placed") == "2");
  }

  SECTION("list=true says what will be placed and what not") {
    const auto list = admin.get(path + "?mode=changes&list=true").json();
    CHECK(list->getValue<int>("placed") == 3);
    CHECK(list->getArray("skipped")->size() == 0);
  }

  SECTION("bad requests get the one error shape") {
    CHECK(admin.get(path + "?mode=comments").error_code() == "export_unsupported");
    CHECK(admin.get(path + "?mode=comments").status == 409);
    CHECK(admin.get(path + "?mode=everything").status == 400);
    CHECK(admin.get(path + "?accept=x:minus").status == 400);
    CHECK(admin.get("/api/jobs/no-such-job/document").status == 404);
  }
}

TEST_CASE("export: only the check's owner or an admin gets the file, and it goes with the check") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "style"}});
  host.start();
  HttpClient admin(host.base_url());
  REQUIRE(admin.login("admin", HostProcess::kAdminPassword).status == 200);
  auto bob = new_user(host.base_url(), admin, "bob");
  auto eve = new_user(host.base_url(), admin, "eve");
  const auto job =
      run_job(bob, "file", "notes.txt", "Войдите администратором , затем  откройте \"Настройки\".\n");
  const std::string path = "/api/jobs/" + job + "/document?mode=changes";

  const auto own = bob.get(path);
  REQUIRE(own.status == 200);
  CHECK(own.body == "Войдите администратором, затем откройте «Настройки».\n");
  CHECK(admin.get(path).status == 200);
  CHECK(eve.get(path).status == 404);
  CHECK(eve.get(path).body.find("Войдите") == std::string::npos);

  // Pasted text and an HTML upload are not files to write into.
  const auto text_job = run_job(bob, "text", "", "Текст \"в кавычках\".");
  CHECK(bob.get("/api/jobs/" + text_job + "/document?mode=changes").error_code() == "original_not_kept");
  const auto html_job = run_job(bob, "file", "page.html", "<p>Текст \"в кавычках\".</p>");
  CHECK(bob.get("/api/jobs/" + html_job + "/document?mode=changes").status == 409);

  // The same file checked twice is kept once; it goes when its last check does.
  const auto twice =
      run_job(bob, "file", "notes.txt", "Войдите администратором , затем  откройте \"Настройки\".\n");
  CHECK(blobs_in(host.data_dir()) == 1);
  auto history_of = [&](const std::string& id) {
    return std::to_string(
        bob.get("/api/jobs/" + id + "/report").json()->getValue<std::int64_t>("history_id"));
  };
  REQUIRE(bob.request("DELETE", "/api/checks/history/" + history_of(job)).status == 200);
  CHECK(blobs_in(host.data_dir()) == 1);
  CHECK(bob.get("/api/jobs/" + twice + "/document?mode=changes").status == 200);
  const auto last = history_of(twice);
  REQUIRE(bob.request("DELETE", "/api/checks/history/" + last).status == 200);
  CHECK(blobs_in(host.data_dir()) == 0);
  CHECK(bob.get("/api/jobs/" + twice + "/document?mode=changes").status == 404);
}

namespace {

std::size_t count_of(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

}  // namespace

TEST_CASE("export: a DOCX upload comes back with Word comments, or with the fixes as tracked changes") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "style"}});
  host.start();
  HttpClient admin(host.base_url());
  REQUIRE(admin.login("admin", HostProcess::kAdminPassword).status == 200);
  // The fragment «администратором ,» spans two runs of different formatting; a table cell holds another
  // remark.
  const std::string docx = make_docx(
      R"(<w:p><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">Войдите администратором</w:t></w:r>)"
      R"(<w:r><w:t xml:space="preserve"> , затем откройте файл.</w:t></w:r></w:p>)"
      R"(<w:tbl><w:tr><w:tc><w:p><w:r><w:t>Нажмите "Сохранить".</w:t></w:r></w:p></w:tc></w:tr></w:tbl>)");
  const auto job = run_job(admin, "file", "guide.docx", docx);
  const auto remarks = remarks_of(admin, job);
  REQUIRE(remarks->size() == 2);

  const auto commented = admin.get("/api/jobs/" + job + "/document?mode=comments");
  REQUIRE(commented.status == 200);
  CHECK(commented.header("content-type") ==
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document");
  CHECK(commented.header("x-proofreader-placed") == "2");
  const std::string comments = zip_entry_text(commented.body, "word/comments.xml");
  const std::string document = zip_entry_text(commented.body, "word/document.xml");
  CHECK(count_of(comments, "<w:comment ") == 2);
  CHECK(count_of(comments, "w:author=\"Корректор\"") == 2);
  CHECK(count_of(document, "<w:commentRangeStart") == 2);
  CHECK(count_of(document, "<w:commentRangeEnd") == 2);
  CHECK(count_of(document, "<w:commentReference") == 2);
  CHECK(document.find("<w:b/>") != std::string::npos);  // the runs keep their formatting
  CHECK(zip_entry_text(commented.body, "[Content_Types].xml").find("/word/comments.xml") !=
        std::string::npos);
  CHECK(zip_entry_text(commented.body, "word/styles.xml") == zip_entry_text(docx, "word/styles.xml"));

  const auto changed = admin.get("/api/jobs/" + job + "/document?mode=changes");
  REQUIRE(changed.status == 200);
  const std::string tracked = zip_entry_text(changed.body, "word/document.xml");
  CHECK(count_of(tracked, "<w:ins ") == 1);  // «Сохранить» in «ёлочки»
  CHECK(count_of(tracked, "<w:del ") == 2);  // and the space before the comma, deleted
  CHECK(tracked.find("«Сохранить»") != std::string::npos);
  CHECK(zip_entry_text(changed.body, "word/comments.xml").find("<w:comment ") == std::string::npos);
  // Checked again, the file with its changes (insertions kept, deletions dropped) has no remark left.
  const auto again = run_job(admin, "file", "guide.docx", changed.body);
  CHECK(remarks_of(admin, again)->size() == 0);

  CHECK(admin.get("/api/jobs/" + job + "/document?mode=changes&diff=true").status == 409);
}

TEST_CASE("export: the corrected DOCX has the fixes applied and no tracked change left, formatting kept") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "style"}});
  host.start();
  HttpClient admin(host.base_url());
  REQUIRE(admin.login("admin", HostProcess::kAdminPassword).status == 200);
  const std::string docx = make_docx(
      R"(<w:p><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">Войдите администратором</w:t></w:r>)"
      R"(<w:r><w:t xml:space="preserve"> , затем откройте файл.</w:t></w:r></w:p>)"
      R"(<w:tbl><w:tr><w:tc><w:p><w:r><w:rPr><w:i/></w:rPr><w:t>Нажмите "Сохранить".</w:t></w:r></w:p></w:tc></w:tr></w:tbl>)");
  const auto job = run_job(admin, "file", "guide.docx", docx);
  const std::string path = "/api/jobs/" + job + "/document";
  const auto remarks = remarks_of(admin, job);
  REQUIRE(remarks->size() == 2);
  const auto quotes = remark_id(remarks, "style.typography.straight-quotes");

  SECTION("every single-suggestion fix applied: no w:ins, no w:del, the runs keep bold and italic") {
    const auto r = admin.get(path + "?mode=corrected");
    REQUIRE(r.status == 200);
    CHECK(r.header("content-type") ==
          "application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    std::string name;
    Poco::URI::decode(r.header("content-disposition"), name);
    CHECK(name.find("guide (исправлено).docx") != std::string::npos);
    CHECK(r.header("x-proofreader-placed") == "2");
    const std::string document = zip_entry_text(r.body, "word/document.xml");
    for (const char* revision : {"<w:ins", "<w:del", "w:delText"})
      CHECK(document.find(revision) == std::string::npos);
    CHECK(document.find(R"(<w:rPr><w:i/></w:rPr><w:t>«)") != std::string::npos);
    CHECK(document.find("<w:b/>") != std::string::npos);
    CHECK(zip_entry_text(r.body, "word/comments.xml").empty());
    // Checked again, the corrected file has no remark left.
    CHECK(remarks_of(admin, run_job(admin, "file", "guide.docx", r.body))->size() == 0);
  }

  SECTION("the tracked-changes file keeps its changes pending, under its own name") {
    const auto r = admin.get(path + "?mode=changes");
    REQUIRE(r.status == 200);
    std::string name;
    Poco::URI::decode(r.header("content-disposition"), name);
    CHECK(name.find("guide (исправления).docx") != std::string::npos);
    CHECK(zip_entry_text(r.body, "word/document.xml").find("<w:ins ") != std::string::npos);
  }

  SECTION("only the accepted fixes, when the request names them") {
    const auto r = admin.get(path + "?mode=corrected&accept=" + quotes);
    REQUIRE(r.status == 200);
    CHECK(r.header("x-proofreader-placed") == "1");
    const std::string document = zip_entry_text(r.body, "word/document.xml");
    CHECK(document.find("«Сохранить»") != std::string::npos);
    CHECK(document.find(" , затем") != std::string::npos);  // not accepted: left as it was
    CHECK(document.find("<w:ins") == std::string::npos);
  }

  SECTION("an accepted remark that was dismissed is listed as skipped, not written") {
    const auto report = admin.get("/api/jobs/" + job + "/report").json();
    const auto history = std::to_string(report->getValue<std::int64_t>("history_id"));
    REQUIRE(admin.request("PUT", "/api/checks/history/" + history + "/dismissals/" + quotes).status == 200);
    const auto list = admin.get(path + "?mode=corrected&list=true&accept=" + quotes).json();
    CHECK(list->getValue<int>("placed") == 0);
    REQUIRE(list->getArray("skipped")->size() == 1);
    const auto skipped = list->getArray("skipped")->getObject(0);
    CHECK(skipped->getValue<std::string>("remark_id") == quotes);
    CHECK(skipped->getValue<std::string>("reason").find("отклонено") != std::string::npos);
  }

  SECTION("an unknown remark id or a suggestion the remark lacks gets the one error shape") {
    for (const std::string& query : {std::string("?mode=corrected&accept=no-such-remark"),
                                     "?mode=changes&list=true&accept=" + quotes + ",nope"}) {
      const auto r = admin.get(path + query);
      CHECK(r.status == 400);
      CHECK(r.error_code() == "unknown_remark");
      CHECK(r.header("content-type").rfind("application/json", 0) == 0);
    }
    const auto r = admin.get(path + "?mode=corrected&accept=" + quotes + ":3");
    CHECK(r.status == 400);
    CHECK(r.error_code() == "bad_suggestion");
  }
}
