// Every route the router knows (the host's and every section's), called as
// nobody, as another user and as an admin on objects a user A made, and each
// answer's class compared with tests/integration/permission_table.tsv (issue
// 34). A route without a row fails, so a new route cannot ship without a
// rule; a row without a route fails too, so the table cannot rot.
#include <catch2/catch.hpp>

#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <vector>

#include <Poco/JSON/Array.h>

#include "HostProcess.hpp"
#include "HttpClient.hpp"
#include "ServiceQueries.hpp"

using namespace proofreader::test;

namespace {

const std::vector<std::string> kCallers = {"anonymous", "user_b", "admin"};
const std::set<std::string> kClasses = {"allowed", "unauthorized", "forbidden", "hidden", "skip"};

std::string source_file(const std::string& path) {
  std::ifstream in(std::string(PROOFREADER_TEST_SOURCE_DIR) + "/" + path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::vector<std::string> split(const std::string& line, char separator) {
  std::vector<std::string> cells;
  std::istringstream in(line);
  for (std::string cell; std::getline(in, cell, separator);) cells.push_back(cell);
  return cells;
}

// One row of the table: the expected class per caller, and why.
struct Rule {
  std::map<std::string, std::string> expected;
  std::string note;
};

// "METHOD /path" → its rule, read from the table (see its header for the format).
std::map<std::string, Rule> permission_table() {
  std::istringstream in(source_file("tests/integration/permission_table.tsv"));
  std::map<std::string, Rule> table;
  bool header_seen = false;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    const auto cells = split(line, '\t');
    INFO("permission_table.tsv: " << line);
    if (!header_seen) {
      REQUIRE(cells == std::vector<std::string>{"method", "path", "anonymous", "user_b", "admin", "note"});
      header_seen = true;
      continue;
    }
    REQUIRE((cells.size() == 5 || cells.size() == 6));
    Rule rule;
    rule.note = cells.size() == 6 ? cells[5] : "";
    for (std::size_t i = 0; i < kCallers.size(); ++i) {
      REQUIRE(kClasses.count(cells[2 + i]));
      rule.expected[kCallers[i]] = cells[2 + i];
      if (cells[2 + i] == "skip") REQUIRE_FALSE(rule.note.empty());  // a skip says why
    }
    REQUIRE(table.emplace(cells[0] + " " + cells[1], rule).second);
  }
  REQUIRE(header_seen);
  return table;
}

// An answer's class as the table names it: 401 unauthorized, 403 forbidden,
// 404 hidden where the row says so; allowed is a 2xx or a 4xx about the input.
// A 5xx is never expected.
bool answer_matches(const std::string& expected, int status) {
  static const std::set<int> about_the_input = {400, 404, 409, 413, 415, 422};
  if (expected == "unauthorized") return status == 401;
  if (expected == "forbidden") return status == 403;
  if (expected == "hidden") return status == 404;
  return expected == "allowed" && (status / 100 == 2 || about_the_input.count(status));
}

std::string id_of(const HttpResult& r, const char* field = "id") {
  INFO(r.status << " " << r.body);
  REQUIRE(r.status / 100 == 2);
  const auto value = r.json()->get(field);
  return value.toString();
}

// User A and one object of each kind they own (and the team-wide ones a
// route names), keyed by the path segment before the parameter they fill:
// `/api/repo/folders/{id}` takes ids["folders"], `…/versions/{n}` ids["versions"].
struct Objects {
  std::map<std::string, std::string> ids;
  std::string file_name, spec_pointer;
};

Objects objects_of_a_new_user(const std::string& base_url, HttpClient& admin) {
  static int made = 0;
  const std::string login = "owner-a" + std::to_string(++made);
  Objects o;
  auto created = admin.post_json(
      "/api/users", R"({"login":")" + login + R"(","password":")" + login + R"(-password-1","role":"user"})");
  o.ids["users"] = id_of(created);
  auto a = logged_in(base_url, login, login + "-password-1");

  o.ids["folders"] =
      id_of(a.post_json("/api/repo/folders", R"({"name":"Папка )" + login + R"(","parent_id":0})"));
  o.file_name = "Руководство.txt";
  auto [file_body, file_type] = multipart(
      {{"file", o.file_name, "Отчёт был написан сотрудником. TODO."}, {"folder_id", "", o.ids["folders"]}});
  o.ids["files"] = id_of(a.request("POST", "/api/repo/files", file_body, file_type));
  o.ids["versions"] = "1";
  const auto check = id_of(a.post_json("/api/repo/files/" + o.ids["files"] + "/versions/1/check",
                                       R"({"check_styleguide":false,"check_consistency":false})"),
                           "job_id");
  REQUIRE(wait_finished(a, check)->getValue<std::string>("status") == "done");

  const auto spec_yaml = source_file("tests/fixtures/api/petstore-3.0.yaml");
  auto [spec_body, spec_type] = multipart({{"file", "petstore.yaml", spec_yaml}});
  o.ids["api-specs"] = id_of(a.request("POST", "/api/api-specs", spec_body, spec_type));
  auto [version_body, version_type] =
      multipart({{"file", "petstore.yaml", spec_yaml}, {"spec_id", "", o.ids["api-specs"]}});
  REQUIRE(a.request("POST", "/api/api-specs", version_body, version_type).status == 201);
  auto segments = a.get("/api/api-specs/" + o.ids["api-specs"] + "/translations?version=1&target=ru");
  REQUIRE(segments.status == 200);
  o.spec_pointer = segments.json()->getArray("segments")->getObject(0)->getValue<std::string>("pointer");
  auto [document_body, document_type] =
      multipart({{"file", "guide.md", "# Руководство\n\nТекст."}, {"spec_id", "", o.ids["api-specs"]}});
  o.ids["api-spec-documents"] =
      id_of(a.request("POST", "/api/api-spec-documents", document_body, document_type));

  o.ids["groups"] = id_of(a.post_json("/api/watch/groups", R"({"name":"Документация","schedule":"manual"})"));
  o.ids["pages"] = id_of(a.post_json(
      "/api/watch/pages", R"({"group_id":)" + o.ids["groups"] + R"(,"url":"http://127.0.0.1:9/x"})"));
  o.ids["runs"] = id_of(a.request("POST", "/api/watch/pages/" + o.ids["pages"] + "/run"), "run_id");

  o.ids["screenshot-templates"] =
      id_of(a.post_json("/api/screenshot-templates", R"({"name":"Главная","url":"http://127.0.0.1:9/"})"));
  o.ids["captures"] = "1";  // none is made (no browser run): the capture routes answer 404 to everyone

  // Words of letters new per user (routewalkb, routewalkc, …): the dictionary
  // takes a word once, and a rule exception silences its term for everyone.
  std::string word = "routewalk";
  for (int n = made; n > 0; n /= 26) word += static_cast<char>('a' + n % 26);
  o.ids["rules"] = id_of(a.post_json("/api/rules", R"({"pattern":")" + word + R"(","message":"Не так"})"));
  o.ids["dictionary"] = id_of(a.post_json("/api/dictionary", R"({"word":")" + word + "\"}"));
  o.ids["keys"] = id_of(a.post_json("/api/keys", R"({"name":"ключ"})"));
  o.ids["notes"] = id_of(a.post_json("/api/example/notes", R"({"text":"Заметка. TODO."})"));

  const auto job = run_job(a, "text", "", "Первый " + word + " здесь.");  // one remark: A's rule's
  o.ids["jobs"] = job;
  auto [guide_body, guide_type] = multipart({{"file", "guide.md", "# Стиль\n\nПишите кратко."}});
  o.ids["extract"] = id_of(a.request("POST", "/api/styleguides/extract", guide_body, guide_type), "job_id");
  auto report = a.get("/api/jobs/" + job + "/report").json();
  o.ids["history"] = std::to_string(report->getValue<std::int64_t>("history_id"));
  const auto remark = report->getArray("remarks")->getObject(0)->getValue<std::string>("id");
  o.ids["dismissals"] = remark;
  o.ids["acceptances"] = remark;
  o.ids["exceptions"] = remark;
  o.ids["rule-exceptions"] =
      id_of(a.request("POST", "/api/checks/history/" + o.ids["history"] + "/exceptions/" + remark));
  o.ids["styleguides"] = "default-ru";  // guides are the team's: the built-in one, which refuses change
  return o;
}

// The path with each `{param}` filled from `o`; fails on a parameter no
// object fills (a new kind of route needs its object made above).
std::string filled(const std::string& pattern, const Objects& o) {
  std::string path = pattern;
  for (auto open = path.find('{'); open != std::string::npos; open = path.find('{')) {
    const auto segment_end = open - 1;
    const auto segment_start = path.rfind('/', segment_end - 1) + 1;
    const auto segment = path.substr(segment_start, segment_end - segment_start);
    INFO(pattern << ": no object fills the parameter after /" << segment << "/");
    REQUIRE(o.ids.count(segment));
    path.replace(open, path.find('}', open) - open + 1, o.ids.at(segment));
  }
  return path;
}

struct Call {
  std::string body, content_type;
};

// The smallest request that reaches each route's permission check. `{}`
// unless the route refuses an empty body before it asks who calls: then a
// valid one, so a refusal for B is about B and not about the body.
Call call_for(const std::string& route, const Objects& o) {
  if (route.rfind("GET ", 0) == 0) return {};
  if (route == "POST /v2/check")  // LanguageTool's form, without the API key it asks for
    return {"text=%D0%A2%D0%B5%D0%BA%D1%81%D1%82&language=ru-RU", "application/x-www-form-urlencoded"};
  if (route == "POST /api/repo/files") {
    // A file of A's own name in A's folder: a new version of A's file (issue 34).
    auto [body, type] =
        multipart({{"file", o.file_name, "Чужая версия."}, {"folder_id", "", o.ids.at("folders")}});
    return {body, type};
  }
  if (route == "POST /api/api-specs") {  // a new version of A's spec
    auto [body, type] =
        multipart({{"file", "petstore.yaml", source_file("tests/fixtures/api/petstore-3.0.yaml")},
                   {"spec_id", "", o.ids.at("api-specs")}});
    return {body, type};
  }
  if (route == "POST /api/api-spec-documents") {
    auto [body, type] =
        multipart({{"file", "guide.md", "# Другое\n\nТекст."}, {"spec_id", "", o.ids.at("api-specs")}});
    return {body, type};
  }
  const std::map<std::string, std::string> bodies = {
      {"POST /api/rules", R"({"pattern":"маршрут","message":"Не так"})"},
      {"POST /api/rules/test", R"({"pattern":"маршрут","text":"Другой маршрут."})"},
      {"POST /api/keys", R"({"name":"ключ"})"},
      {"POST /api/repo/folders", R"({"name":"Своя папка","parent_id":0})"},
      {"POST /api/watch/groups", R"({"name":"Своя группа","schedule":"manual"})"},
      {"POST /api/screenshot-templates", R"({"name":"Свой","url":"http://127.0.0.1:9/own"})"},
      {"POST /api/example/notes", R"({"text":"Своя заметка."})"},
      {"PUT /api/api-specs/{id}/translations",
       R"({"version":1,"target":"ru","pointer":")" + o.spec_pointer + R"(","text":"Чужой перевод"})"},
      {"POST /api/api-specs/{id}/translations", R"({"version":1,"target":"ru"})"},
      {"POST /api/repo/files/{id}/versions/{n}/check",
       R"({"check_styleguide":false,"check_consistency":false})"},
      {"PATCH /api/repo/folders/{id}", R"({"name":"Чужое имя"})"},
      {"PATCH /api/repo/files/{id}", R"({"name":"Чужое имя.txt"})"},
      {"PUT /api/screenshot-templates/{id}", R"({"name":"Вход","url":"http://127.0.0.1:9/login"})"},
      {"PATCH /api/watch/groups/{id}", R"({"description":"изменено"})"},
      {"PATCH /api/watch/pages/{id}", R"({"title":"изменено"})"},
      {"POST /api/watch/pages", R"({"group_id":)" + o.ids.at("groups") + R"(,"url":"http://127.0.0.1:9/b"})"},
      {"POST /api/watch/groups/{id}/import", R"({"text":"http://127.0.0.1:9/c"})"},
  };
  const auto body = bodies.find(route);
  return {body == bodies.end() ? "{}" : body->second, "application/json"};
}

// A call that takes its object away (or the caller's session): made on
// objects of their own, after every other route.
bool destructive(const std::string& method, const std::string& path) {
  return method == "DELETE" || path.size() >= 8 && path.compare(path.size() - 8, 8, "/archive") == 0 ||
         path == "/api/auth/logout";
}

}  // namespace

TEST_CASE("every route answers anonymous, another user and an admin as the permission table says") {
  const auto table = permission_table();
  HostProcess host(Env{{"PROOFREADER_SECTIONS", "documents,api,watch,screenshots,example"},
                       {"PROOFREADER_ENGINES", "example-engine,style"},
                       {"PROOFREADER_FETCH_ALLOWLIST", "127.0.0.1"}});
  host.start();
  const auto base = host.base_url();
  auto admin = logged_in(base, "admin", HostProcess::kAdminPassword);
  auto user_b = new_user(base, admin, "user-b");
  HttpClient anonymous(base);
  const auto relogin = [&](const std::string& caller) {
    if (caller == "admin") admin = logged_in(base, "admin", HostProcess::kAdminPassword);
    if (caller == "user_b") user_b = logged_in(base, "user-b", "user-b-password-1");
  };
  const auto client = [&](const std::string& caller) -> HttpClient& {
    return caller == "admin" ? admin : caller == "user_b" ? user_b : anonymous;
  };

  auto index = admin.get("/api");
  REQUIRE(index.status == 200);
  auto routes = index.json()->getArray("routes");
  std::vector<std::pair<std::string, std::string>> gentle, destroying;
  for (std::size_t i = 0; i < routes->size(); ++i) {
    auto route = routes->getObject(static_cast<unsigned>(i));
    const auto method = route->getValue<std::string>("method");
    const auto path = route->getValue<std::string>("path");
    (destructive(method, path) ? destroying : gentle).emplace_back(method, path);
  }
  REQUIRE(gentle.size() + destroying.size() > 100);  // the sections' routes are there

  const auto shared = objects_of_a_new_user(base, admin);
  std::set<std::string> walked;
  int calls = 0;
  // The order of the callers on a route. A destroying call comes last, so the callers before it find
  // the object; on the others B comes last, so what B did (a check of A's version, say) is what the
  // next route shows B.
  const std::vector<std::string> b_last = {"anonymous", "admin", "user_b"};
  const std::vector<std::string> admin_last = {"anonymous", "user_b", "admin"};
  const auto walk = [&](const std::string& method, const std::string& pattern, const Objects& objects,
                        const std::vector<std::string>& callers) {
    const auto route = method + " " + pattern;
    walked.insert(route);
    const auto rule = table.find(route);
    if (rule == table.end()) {
      FAIL_CHECK(route << ": no row in tests/integration/permission_table.tsv; every route needs a rule");
      return;
    }
    const auto path = filled(pattern, objects);
    const auto call = call_for(route, objects);
    for (const auto& caller : callers) {
      const auto& expected = rule->second.expected.at(caller);
      if (expected == "skip") {
        WARN("skipped " << route << " as " << caller << ": " << rule->second.note);
        continue;
      }
      const auto r = client(caller).request(method, path, call.body, call.content_type);
      ++calls;
      INFO(route << " as " << caller << " (" << method << " " << path << ") answered " << r.status << " "
                 << r.body.substr(0, 300));
      CHECK(answer_matches(expected, r.status));
      // A job the call started ends before the next call, so what it changes (a version's last check,
      // say) is there for every later caller, not only on a fast run.
      if (r.status == 202) wait_finished(client(caller), r.json()->getValue<std::string>("job_id"));
      if (pattern == "/api/auth/logout") relogin(caller);
    }
  };
  for (const auto& [method, path] : gentle) walk(method, path, shared, b_last);
  for (const auto& [method, path] : destroying)
    walk(method, path, objects_of_a_new_user(base, admin), admin_last);

  for (const auto& [route, rule] : table) {
    INFO(route << ": a row in tests/integration/permission_table.tsv for a route the router does not have");
    CHECK(walked.count(route));
  }
  CHECK(calls > 300);
}
