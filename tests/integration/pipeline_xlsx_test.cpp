// xlsx reports through the real host, reopened with LibreOffice (headless,
// converted to CSV sheet by sheet) and compared cell by cell with what was sent.
#include <catch2/catch.hpp>

#include <Poco/File.h>
#include <Poco/FileStream.h>
#include <Poco/StreamCopier.h>

#include <cstdlib>
#include <sstream>

#include "HostProcess.hpp"
#include "HttpClient.hpp"
#include "TempDir.hpp"

using namespace proofreader::test;

namespace {

using Rows = std::vector<std::vector<std::string>>;

// RFC 4180 CSV: quoted fields, doubled quotes, newlines inside quotes.
Rows parse_csv(const std::string& text) {
  Rows rows(1);
  std::string field;
  bool quoted = false, any = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (quoted) {
      if (c == '"' && i + 1 < text.size() && text[i + 1] == '"')
        field += text[++i];
      else if (c == '"')
        quoted = false;
      else
        field += c;
    } else if (c == '"') {
      quoted = any = true;
    } else if (c == ',') {
      rows.back().push_back(field);
      field.clear();
    } else if (c == '\n') {
      rows.back().push_back(field);
      field.clear();
      rows.emplace_back();
    } else if (c != '\r') {
      field += c;
    }
  }
  if (!field.empty() || !rows.back().empty()) rows.back().push_back(field);
  if (rows.back().empty()) rows.pop_back();
  return rows;
}

std::string read_file(const std::string& path) {
  Poco::FileInputStream in(path);
  std::ostringstream out;
  Poco::StreamCopier::copyStream(in, out);
  return out.str();
}

// Every sheet of the workbook as CSV rows, by sheet name (LibreOffice writes
// <name>-<sheet>.csv for each sheet with the last filter option -1).
std::map<std::string, Rows> reopen(const std::string& xlsx) {
  TempDir dir;
  const std::string path = dir.path() + "/report.xlsx";
  {
    Poco::FileOutputStream out(path);
    out << xlsx;
  }
  const std::string command =
      "cd '" + dir.path() + "' && HOME='" + dir.path() + "' soffice -env:UserInstallation=file://" +
      dir.path() +
      "/profile --headless --convert-to "
      "'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1' "
      "--outdir '" +
      dir.path() + "' report.xlsx >/dev/null 2>&1";
  REQUIRE(std::system(command.c_str()) == 0);
  std::map<std::string, Rows> sheets;
  for (const char* name : {"Замечания", "Сводка"}) {
    const std::string csv = dir.path() + "/report-" + name + ".csv";
    REQUIRE(Poco::File(csv).exists());
    sheets[name] = parse_csv(read_file(csv));
  }
  return sheets;
}

std::string summary_count(const Rows& rows, const std::string& key) {
  for (const auto& row : rows)
    if (row.size() >= 2 && row[0] == key) return row[1];
  return "";
}

HttpClient logged_in(const HostProcess& host) {
  HttpClient c(host.base_url());
  REQUIRE(c.login("admin", HostProcess::kAdminPassword).status == 200);
  return c;
}

}  // namespace

TEST_CASE("report-issues writes the remarks sent, Cyrillic included, and a summary") {
  HostProcess host;
  host.start();
  auto c = logged_in(host);
  const std::string remarks = R"({"remarks": [
    {"engine": "morphology", "category": "spelling", "rule_id": "spell", "severity": "error",
     "message": "Слово «превед» написано с ошибкой, \"проверьте\"", "block": 0, "offset": 0, "length": 6,
     "fragment": "превед", "suggestions": ["привет", "пред"]},
    {"engine": "style", "category": "style", "rule_id": "st.1", "severity": "suggestion",
     "message": "Канцелярит: «осуществлять»", "block": 2, "offset": 4, "length": 12,
     "fragment": "осуществлять", "suggestions": []},
    {"engine": "style", "category": "style", "rule_id": "st.2", "severity": "suggestion",
     "message": "Длинное предложение", "block": 2, "offset": 0, "length": 3, "fragment": "Это"}]})";
  auto r = c.post_json("/api/report-issues", remarks);
  REQUIRE(r.status == 200);
  CHECK(r.header("Content-Type") == "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
  CHECK(r.header("Content-Disposition").find("attachment") == 0);
  CHECK(r.body.substr(0, 2) == "PK");
  auto sheets = reopen(r.body);
  const auto& rows = sheets["Замечания"];
  REQUIRE(rows.size() == 4);
  CHECK(rows[0] == std::vector<std::string>{"Расположение", "Фрагмент", "Замечание", "Исправление",
                                            "Категория", "Модуль", "Важность"});
  CHECK(rows[1] == std::vector<std::string>{"Блок 1", "превед",
                                            "Слово «превед» написано с ошибкой, \"проверьте\"",
                                            "привет; пред", "spelling", "morphology", "error"});
  CHECK(rows[2] == std::vector<std::string>{"Блок 3", "осуществлять", "Канцелярит: «осуществлять»", "",
                                            "style", "style", "suggestion"});
  CHECK(rows[3][1] == "Это");
  const auto& summary = sheets["Сводка"];
  CHECK(summary_count(summary, "Всего замечаний") == "3");
  CHECK(summary_count(summary, "spelling") == "1");
  CHECK(summary_count(summary, "style") == "2");
  CHECK(summary_count(summary, "suggestion") == "2");
  CHECK(summary_count(summary, "error") == "1");

  // A message longer than a cell may hold is cut, not an error.
  std::string long_message;
  for (int i = 0; i < 40000; ++i) long_message += "ж";
  auto cut = c.post_json("/api/report-issues", R"({"remarks": [{"message": ")" + long_message +
                                                   R"(", "block": 0, "offset": 0, "length": 1}]})");
  REQUIRE(cut.status == 200);
  const auto cut_rows = reopen(cut.body)["Замечания"];
  REQUIRE(cut_rows.size() == 2);
  CHECK(cut_rows[1][2].size() == 32000 * 2 + std::string("…").size());

  CHECK(c.post_json("/api/report-issues", R"({"remarks": "none"})").status == 400);
  CHECK(c.post_json("/api/report-issues", R"({"remarks": [{"block": 0}]})").status == 400);
  CHECK(c.post_json("/api/report-issues", R"([1, 2])").status == 400);
  CHECK(c.post_json("/api/report-issues", "{broken").status == 400);
}

TEST_CASE("report checks text or a file now and returns the xlsx of its remarks") {
  HostProcess host(Env{{"PROOFREADER_ENGINES", "example-engine"}});
  host.start();
  auto c = logged_in(host);
  auto text = c.post_json("/api/report", R"({"text": "Первый абзац.\n\nВторой TODO и FIXME."})");
  REQUIRE(text.status == 200);
  CHECK(text.header("Content-Type") == "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
  auto rows = reopen(text.body)["Замечания"];
  REQUIRE(rows.size() == 3);
  CHECK(rows[1][1] == "TODO");
  CHECK(rows[2][1] == "FIXME");
  CHECK(rows[1][2].find("Незакрытая пометка «TODO»") == 0);
  CHECK(rows[1][0].find("абзац") != std::string::npos);
  CHECK(rows[1][4] == "style");
  CHECK(rows[1][5] == "example-engine");
  CHECK(rows[1][6] == "warning");

  auto [body, type] = multipart({{"file", "notes.md", "# Раздел\n\nТекст TODO.\n"}});
  auto file = c.request("POST", "/api/report", body, type);
  REQUIRE(file.status == 200);
  auto file_rows = reopen(file.body)["Замечания"];
  REQUIRE(file_rows.size() == 2);
  CHECK(file_rows[1][0].find("Раздел") == 0);  // the heading path locates the remark
  CHECK(file_rows[1][1] == "TODO");

  CHECK(c.post_json("/api/report", R"({"nothing": 1})").status == 400);
}
