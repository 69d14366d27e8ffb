// Accounts and sessions through the real host: login, logout, me, password
// change, cookie attributes, roles, restart, throttling, hostile input.
#include <catch2/catch.hpp>

#include <sys/stat.h>

#include <fstream>

#include "HostProcess.hpp"
#include "HttpClient.hpp"
#include "TestDatabase.hpp"

using namespace proofreader::test;

namespace {

HttpClient admin_client(const HostProcess& host) {
  HttpClient c(host.base_url());
  REQUIRE(c.login("admin", HostProcess::kAdminPassword).status == 200);
  return c;
}

void create_user(HttpClient& admin, const std::string& login, const std::string& password,
                 const std::string& role = "user") {
  auto r = admin.post_json("/api/users", R"({"login":")" + login + R"(","password":")" + password +
                                             R"(","role":")" + role + "\"}");
  REQUIRE(r.status == 201);
}

}  // namespace

TEST_CASE("login sets a HttpOnly SameSite=Lax session cookie, and me and logout work") {
  HostProcess host;
  host.start();
  HttpClient c(host.base_url());
  CHECK(c.get("/api/auth/me").status == 401);
  auto r = c.login("admin", HostProcess::kAdminPassword);
  REQUIRE(r.status == 200);
  CHECK(r.json()->getObject("user")->getValue<std::string>("role") == "admin");
  const auto cookie = r.header("set-cookie");
  CHECK(cookie.find("proofreader_session=") == 0);
  CHECK(cookie.find("HttpOnly") != std::string::npos);
  CHECK(cookie.find("SameSite=Lax") != std::string::npos);
  CHECK(cookie.find("Path=/") != std::string::npos);
  CHECK(cookie.find("Secure") == std::string::npos);
  CHECK(random_part(c.session()).size() == 64);
  // On PostgreSQL, where backends may be several, the id names its backend.
  CHECK((c.session().find('.') != std::string::npos) == testing_on_postgresql());

  auto me = c.get("/api/auth/me");
  REQUIRE(me.status == 200);
  CHECK(me.json()->getObject("user")->getValue<std::string>("login") == "admin");
  CHECK(me.body.find("password") == std::string::npos);

  const auto old = c.session();
  CHECK(c.post_json("/api/auth/logout", "{}").status == 200);
  HttpClient replay(host.base_url());
  replay.set_session(old);
  CHECK(replay.get("/api/auth/me").status == 401);
}

TEST_CASE("the cookie is Secure exactly when PROOFREADER_COOKIE_SECURE=true") {
  HostProcess host(Env{{"PROOFREADER_COOKIE_SECURE", "true"}});
  host.start();
  HttpClient c(host.base_url());
  auto r = c.login("admin", HostProcess::kAdminPassword);
  REQUIRE(r.status == 200);
  CHECK(r.header("set-cookie").find("; Secure") != std::string::npos);
}

TEST_CASE("login rotates the session id and accepts form fields") {
  HostProcess host;
  host.start();
  HttpClient c(host.base_url());
  REQUIRE(c.login("admin", HostProcess::kAdminPassword).status == 200);
  const auto first = c.session();
  auto r =
      c.request("POST", "/api/auth/login", "login=admin&password=" + std::string(HostProcess::kAdminPassword),
                "application/x-www-form-urlencoded");
  REQUIRE(r.status == 200);
  CHECK(c.session() != first);
  HttpClient stale(host.base_url());
  stale.set_session(first);
  CHECK(stale.get("/api/auth/me").status == 401);
}

TEST_CASE("a wrong password or unknown user is 401 with the error shape, in either language") {
  HostProcess host;
  host.start();
  HttpClient c(host.base_url());
  auto r = c.login("admin", "wrong-password");
  CHECK(r.status == 401);
  CHECK(r.error_code() == "invalid_credentials");
  CHECK(r.json()->getObject("error")->getValue<std::string>("message") == "Неверный логин или пароль");
  auto en = c.post_json("/api/auth/login", R"({"login":"nobody","password":"whatever1"})",
                        {{"Accept-Language", "en-US,en;q=0.9,ru;q=0.5"}});
  CHECK(en.status == 401);
  CHECK(en.json()->getObject("error")->getValue<std::string>("message") == "wrong login or password");
  CHECK(en.json()->getObject("error")->getValue<int>("status") == 401);
}

TEST_CASE("change-password needs the current password, rotates the session and ends the others") {
  HostProcess host;
  host.start();
  auto admin = admin_client(host);
  create_user(admin, "writer", "writer-pass-1");
  HttpClient a(host.base_url()), b(host.base_url());
  REQUIRE(a.login("writer", "writer-pass-1").status == 200);
  REQUIRE(b.login("writer", "writer-pass-1").status == 200);
  auto wrong =
      a.post_json("/api/auth/change-password", R"({"current_password":"nope","new_password":"newpass-123"})");
  CHECK(wrong.status == 403);
  auto weak =
      a.post_json("/api/auth/change-password", R"({"current_password":"writer-pass-1","new_password":"x"})");
  CHECK(weak.status == 400);
  const auto before = a.session();
  auto ok = a.post_json("/api/auth/change-password",
                        R"({"current_password":"writer-pass-1","new_password":"writer-pass-2"})");
  REQUIRE(ok.status == 200);
  CHECK(a.session() != before);
  CHECK(a.get("/api/auth/me").status == 200);
  CHECK(b.get("/api/auth/me").status == 401);
  HttpClient c(host.base_url());
  CHECK(c.login("writer", "writer-pass-1").status == 401);
  CHECK(c.login("writer", "writer-pass-2").status == 200);
}

TEST_CASE("a non-admin reads users but every write is 403, and admin writes are audited") {
  HostProcess host;
  host.start();
  auto admin = admin_client(host);
  create_user(admin, "writer", "writer-pass-1");
  HttpClient w(host.base_url());
  REQUIRE(w.login("writer", "writer-pass-1").status == 200);
  auto list = w.get("/api/users");
  REQUIRE(list.status == 200);
  CHECK(list.json()->getArray("items")->size() == 2);
  CHECK(list.body.find("argon2") == std::string::npos);
  CHECK(w.post_json("/api/users", R"({"login":"x","password":"password-1"})").status == 403);
  CHECK(w.request("PATCH", "/api/users/1", R"({"role":"user"})", "application/json").status == 403);
  CHECK(w.request("DELETE", "/api/users/1").status == 403);
  CHECK(w.get("/api/health/full").status == 403);

  // Promotion takes effect on the live session.
  CHECK(admin.request("PATCH", "/api/users/2", R"({"role":"admin"})", "application/json").status == 200);
  CHECK(w.get("/api/health/full").status == 200);

  std::ifstream audit(host.data_dir() + "/audit.jsonl");
  std::string all((std::istreambuf_iterator<char>(audit)), std::istreambuf_iterator<char>());
  CHECK(all.find("\"action\":\"user.create\"") != std::string::npos);
  CHECK(all.find("\"action\":\"user.update\"") != std::string::npos);
  CHECK(all.find("\"actor\":\"admin\"") != std::string::npos);
  CHECK(all.find("\"address\":\"127.0.0.1\"") != std::string::npos);

  // The same entries are in the audit_log table: a deletion, counted both ways.
  REQUIRE(admin.request("DELETE", "/api/users/2").status == 200);
  std::ifstream again(host.data_dir() + "/audit.jsonl");
  std::size_t lines = 0;
  bool deletion = false;
  for (std::string line; std::getline(again, line); ++lines)
    deletion |= line.find("\"action\":\"user.delete\"") != std::string::npos;
  CHECK(deletion);
  CHECK(lines >= 3);
  auto full = admin.get("/api/health/full").json();
  CHECK(full->getObject("journal")->getValue<std::size_t>("audit_entries") == lines);
}

TEST_CASE(
    "the last administrator can be neither demoted nor deleted, and deleting a user ends their sessions") {
  HostProcess host;
  host.start();
  auto admin = admin_client(host);
  CHECK(admin.request("PATCH", "/api/users/1", R"({"role":"user"})", "application/json").status == 409);
  CHECK(admin.request("DELETE", "/api/users/1").status == 409);
  create_user(admin, "temp", "temp-pass-12");
  HttpClient t(host.base_url());
  REQUIRE(t.login("temp", "temp-pass-12").status == 200);
  CHECK(admin.request("DELETE", "/api/users/2").status == 200);
  CHECK(t.get("/api/auth/me").status == 401);
  CHECK(admin.request("DELETE", "/api/users/2").status == 404);
}

TEST_CASE("a restart logs everyone out and keeps the accounts") {
  TempDir data;
  std::string session;
  {
    HostProcess host({}, data.path());
    host.start();
    auto admin = admin_client(host);
    create_user(admin, "keeper", "keeper-pass-1");
    session = admin.session();
    host.stop();
  }
  HostProcess again({}, data.path());
  again.start();
  HttpClient old(again.base_url());
  old.set_session(session);
  CHECK(old.get("/api/auth/me").status == 401);
  HttpClient c(again.base_url());
  CHECK(c.login("keeper", "keeper-pass-1").status == 200);
}

TEST_CASE("without PROOFREADER_ADMIN_PASSWORD a password is generated and stored with mode 600") {
  HostProcess host(Env{{"PROOFREADER_ADMIN_PASSWORD", ""}});
  host.start();
  const std::string file = host.data_dir() + "/admin-password.txt";
  struct stat st {};
  REQUIRE(::stat(file.c_str(), &st) == 0);
  CHECK((st.st_mode & 0777) == 0600);
  std::string password;
  std::ifstream(file) >> password;
  CHECK(password.size() == 20);
  CHECK(host.output().find(password) != std::string::npos);
  HttpClient c(host.base_url());
  CHECK(c.login("admin", password).status == 200);
}

TEST_CASE("failed logins are throttled per account with 429 and Retry-After") {
  HostProcess host(Env{{"PROOFREADER_LOGIN_MAX_FAILURES", "3"}});
  host.start();
  HttpClient c(host.base_url());
  for (int i = 0; i < 3; ++i) CHECK(c.login("admin", "wrong-" + std::to_string(i)).status == 401);
  auto locked = c.login("admin", HostProcess::kAdminPassword);  // even the right password waits
  CHECK(locked.status == 429);
  CHECK(locked.error_code() == "too_many_attempts");
  CHECK(std::stoi(locked.header("retry-after")) > 0);
}

TEST_CASE("hostile and malformed bodies get 4xx with the error shape, never 500") {
  HostProcess host;
  host.start();
  auto admin = admin_client(host);
  struct Case {
    std::string method, path, body, type;
    int status;
  };
  const std::string huge(2 * 1024 * 1024, 'a');
  std::vector<Case> cases = {
      {"POST", "/api/auth/login", "{not json", "application/json", 400},
      {"POST", "/api/auth/login", "[1,2,3]", "application/json", 400},
      {"POST", "/api/auth/login", R"({"login":5,"password":"x"})", "application/json", 400},
      {"POST", "/api/auth/login", R"({"login":"admin"})", "application/json", 400},
      {"POST", "/api/auth/login", R"({"login":")" + huge + R"(","password":"x"})", "application/json", 401},
      {"POST", "/api/users", R"({"login":"a b","password":"password-1"})", "application/json", 400},
      {"POST", "/api/users", R"({"login":"ok","password":"short"})", "application/json", 400},
      {"POST", "/api/users", R"({"login":"ok","password":"password-1","role":"root"})", "application/json",
       400},
      {"POST", "/api/users", R"({"login":"ok","password":"password-1","extra":1})", "application/json", 400},
      {"POST", "/api/users", R"({"login":"admin","password":"password-1"})", "application/json", 409},
      {"POST", "/api/users", R"({"login":"ok","password":")" + huge + "\"}", "application/json", 400},
      {"PATCH", "/api/users/abc", R"({"role":"user"})", "application/json", 404},
      {"PATCH", "/api/users/99", R"({"role":"user"})", "application/json", 404},
      {"PATCH", "/api/users/1", R"({"role":true})", "application/json", 400},
      {"PATCH", "/api/users/1", "", "application/json", 400},
      {"PUT", "/api/users", "{}", "application/json", 405},
      {"GET", "/api/no/such/route", "", "", 404},
      {"GET", "/api/users?x=%zz", "", "", 400},
  };
  for (const auto& c : cases) {
    INFO(c.method << " " << c.path << " " << c.body.substr(0, 60));
    auto r = admin.request(c.method, c.path, c.body, c.type);
    CHECK(r.status == c.status);
    CHECK(r.header("content-type").find("application/json") == 0);
    CHECK(r.json()->getObject("error")->getValue<int>("status") == c.status);
  }
  CHECK(admin.get("/api/users").json()->getArray("items")->size() == 1);  // nothing half-written
}
