// Two real backends on one PostgreSQL database (the ctest fixture
// `postgres`) and one data directory, as packaging/docker/compose.scale.yml
// runs them: what holds across backends for sessions and logins, directly
// and behind the real nginx rendered for both by packaging/render-nginx.sh.
// The job queue's cases across backends are in cluster_test.cpp.
#include <catch2/catch.hpp>

#include <Poco/URI.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <thread>
#include <vector>

#include "FakeOidcProvider.hpp"
#include "HostProcess.hpp"
#include "HttpClient.hpp"
#include "NginxProcess.hpp"
#include "TempDir.hpp"
#include "TestDatabase.hpp"

using namespace proofreader::test;

namespace {

// Backends "a" and "b" sharing one database and one data directory (the
// blobs' volume), started at construction, one after the other or both at
// once (as compose starts them); the database is dropped at the end.
class TwoBackends {
 public:
  enum class Start { in_turn, together };

  explicit TwoBackends(const Env& env = {}, Start start = Start::in_turn)
      : database_(data_.path()), a(with_node(env, "a"), data_.path()), b(with_node(env, "b"), data_.path()) {
    if (start == Start::in_turn) {
      a.start();
      b.start();
      return;
    }
    std::map<HostProcess*, std::string> failed{{&a, ""}, {&b, ""}};  // each thread writes its own entry
    std::vector<std::thread> starting;
    for (HostProcess* host : {&a, &b})
      starting.emplace_back([host, &failed] {
        try {
          host->start();
        } catch (const std::exception& e) {
          failed.at(host) = e.what();
        }
      });
    for (auto& t : starting) t.join();
    for (auto& [host, error] : failed)
      if (!error.empty())
        throw std::runtime_error("a backend did not start: " + error + "\n" + host->output());
  }

  const std::string& data_dir() const { return data_.path(); }

  // render-nginx.sh's BACKENDS for both.
  std::string backends() const { return "a=" + loopback(a.port()) + ",b=" + loopback(b.port()); }

 private:
  static Env with_node(Env env, const std::string& node) {
    env["PROOFREADER_NODE_NAME"] = node;
    return env;
  }
  struct DroppedAtEnd {
    explicit DroppedAtEnd(const std::string& data_dir) : data_dir(data_dir) {}
    ~DroppedAtEnd() {
      try {
        drop_postgres_database_for(data_dir);
      } catch (const std::exception&) {
      }
    }
    std::string data_dir;
  };

  TempDir data_;
  DroppedAtEnd database_;  // after the hosts have stopped

 public:
  HostProcess a;
  HostProcess b;
};

// The backend a session id names: its prefix before the '.'.
std::string node_of(const std::string& session) {
  return session.substr(0, session.find('.'));
}

// Logs in through `base_url` (nginx's round-robin for requests without a
// session) until the session lands on `node`; nullopt after 20 tries.
std::optional<HttpClient> log_in_on(const std::string& base_url, const std::string& login,
                                    const std::string& password, const std::string& node) {
  for (int i = 0; i < 20; ++i) {
    HttpClient c(base_url);
    if (c.login(login, password).status != 200) return std::nullopt;
    if (node_of(c.session()) == node) return c;
  }
  return std::nullopt;
}

// True once `condition` holds, polling for up to `seconds`.
bool eventually(const std::function<bool()>& condition, int seconds = 10) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(seconds);
  while (!condition()) {
    if (std::chrono::steady_clock::now() > deadline) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  return true;
}

void create_user(HttpClient& admin, const std::string& login, const std::string& password) {
  REQUIRE(admin.post_json("/api/users", R"({"login":")" + login + R"(","password":")" + password + R"("})")
              .status == 201);
}

std::string user_id(HttpClient& admin, const std::string& login) {
  auto list = admin.get("/api/users").json()->getArray("items");
  for (std::size_t i = 0; i < list->size(); ++i)
    if (list->getObject(i)->getValue<std::string>("login") == login)
      return std::to_string(list->getObject(i)->getValue<long long>("id"));
  FAIL("no user " << login);
  return {};
}

int status_of_me(HttpClient& c) {
  return c.get("/api/auth/me").status;
}

std::string path_of(const std::string& url) {
  return Poco::URI(url).getPathAndQuery();
}

// The value of the cookie proofreader_oidc that a response sets.
std::string oidc_cookie(const HttpResult& r) {
  for (const auto& cookie : r.all("set-cookie"))
    if (cookie.rfind("proofreader_oidc=", 0) == 0) return cookie.substr(17, cookie.find(';') - 17);
  return {};
}

}  // namespace

TEST_CASE(
    "a role change, a password change and a deletion on one backend reach the user's sessions on the other") {
  TwoBackends cluster;
  HttpClient admin(cluster.a.base_url());
  REQUIRE(admin.login("admin", HostProcess::kAdminPassword).status == 200);
  CHECK(node_of(admin.session()) == "a");
  create_user(admin, "vera", "password-vera-1");
  create_user(admin, "gleb", "password-gleb-1");
  HttpClient vera_on_a(cluster.a.base_url()), vera_on_b(cluster.b.base_url());
  REQUIRE(vera_on_a.login("vera", "password-vera-1").status == 200);
  REQUIRE(vera_on_b.login("vera", "password-vera-1").status == 200);
  CHECK(node_of(vera_on_b.session()) == "b");
  CHECK(vera_on_b.get("/api/health/full").status == 403);

  // Made an admin on A: her session on B has the role within moments.
  REQUIRE(
      admin
          .request("PATCH", "/api/users/" + user_id(admin, "vera"), R"({"role":"admin"})", "application/json")
          .status == 200);
  CHECK(eventually([&] { return vera_on_b.get("/api/health/full").status == 200; }));

  // Her own password change on A ends her session on B; the one on A goes on.
  REQUIRE(vera_on_a
              .post_json("/api/auth/change-password",
                         R"({"current_password":"password-vera-1","new_password":"password-vera-2"})")
              .status == 200);
  CHECK(eventually([&] { return status_of_me(vera_on_b) == 401; }));
  CHECK(status_of_me(vera_on_a) == 200);
  CHECK(vera_on_b.login("vera", "password-vera-1").status == 401);
  CHECK(vera_on_b.login("vera", "password-vera-2").status == 200);

  // Deleted on A: his session on B ends.
  HttpClient gleb_on_b(cluster.b.base_url());
  REQUIRE(gleb_on_b.login("gleb", "password-gleb-1").status == 200);
  REQUIRE(status_of_me(gleb_on_b) == 200);
  REQUIRE(admin.request("DELETE", "/api/users/" + user_id(admin, "gleb")).status == 200);
  CHECK(eventually([&] { return status_of_me(gleb_on_b) == 401; }));
  CHECK(status_of_me(vera_on_b) == 200);  // nobody else's
}

TEST_CASE(
    "failed logins on one backend lock the account at that address on the other: 429 with Retry-After") {
  TwoBackends cluster(
      Env{{"PROOFREADER_LOGIN_MAX_FAILURES", "3"}, {"PROOFREADER_LOGIN_WINDOW_SECONDS", "120"}});
  HttpClient on_a(cluster.a.base_url()), on_b(cluster.b.base_url());
  CHECK(on_a.login("admin", "wrong-1").status == 401);
  CHECK(on_b.login("admin", "wrong-2").status == 401);
  CHECK(on_b.login("ADMIN", "wrong-3").status == 401);
  for (HttpClient* c : {&on_a, &on_b}) {
    auto refused = c->login("admin", HostProcess::kAdminPassword);  // even the right password
    CHECK(refused.status == 429);
    CHECK(refused.error_code() == "too_many_attempts");
    const auto wait = std::stoll(refused.header("retry-after"));
    CHECK(wait > 10);
    CHECK(wait <= 15);  // the first lock: an eighth of the window
  }
  CHECK(on_a.login("someone-else", "wrong").status == 401);  // another account is not locked
}

TEST_CASE(
    "behind nginx: each session reaches its own backend, and after kill -9 of one its users log in again on "
    "the other and the other's users go on") {
  TwoBackends cluster(Env{{"PROOFREADER_LOGIN_MAX_FAILURES", "3"}});
  NginxProcess nginx(cluster.backends());
  HttpClient admin(nginx.base_url());
  REQUIRE(admin.login("admin", HostProcess::kAdminPassword).status == 200);
  create_user(admin, "user1", "password-user-1");
  create_user(admin, "user2", "password-user-2");

  // Logins go round-robin; one user's session on each backend.
  auto user1 = log_in_on(nginx.base_url(), "user1", "password-user-1", "a");
  auto user2 = log_in_on(nginx.base_url(), "user2", "password-user-2", "b");
  REQUIRE(user1);
  REQUIRE(user2);
  for (int i = 0; i < 10; ++i) {  // a request sent to the wrong backend would get 401
    CHECK(status_of_me(*user1) == 200);
    CHECK(status_of_me(*user2) == 200);
  }

  // The limit holds whichever backend nginx picks for each failed login.
  HttpClient guesser(nginx.base_url());
  for (int i = 0; i < 3; ++i) CHECK(guesser.login("user2", "wrong-" + std::to_string(i)).status == 401);
  auto refused = guesser.login("user2", "password-user-2");
  CHECK(refused.status == 429);
  CHECK_FALSE(refused.header("retry-after").empty());
  CHECK(status_of_me(*user2) == 200);  // a session already open is not touched

  // user1's second session on B ends when user1 changes the password through the session on A.
  auto user1_on_b = log_in_on(nginx.base_url(), "user1", "password-user-1", "b");
  REQUIRE(user1_on_b);
  REQUIRE(user1
              ->post_json("/api/auth/change-password",
                          R"({"current_password":"password-user-1","new_password":"password-user-1b"})")
              .status == 200);
  CHECK(node_of(user1->session()) == "a");
  CHECK(eventually([&] { return status_of_me(*user1_on_b) == 401; }));
  CHECK(status_of_me(*user1) == 200);

  // A dies: nginx sends its users to B, which does not know their sessions.
  cluster.a.kill();
  CHECK(status_of_me(*user1) == 401);
  CHECK(status_of_me(*user2) == 200);
  HttpClient again(nginx.base_url());
  REQUIRE(again.login("user1", "password-user-1b").status == 200);
  CHECK(node_of(again.session()) == "b");
  CHECK(status_of_me(again) == 200);
  CHECK(status_of_me(*user2) == 200);
}

TEST_CASE("behind nginx: an OIDC login ends on the backend that started it, whichever nginx picked") {
  FakeOidcProvider idp;
  TwoBackends cluster(Env{{"PROOFREADER_OIDC_ISSUER", idp.issuer()},
                          {"PROOFREADER_OIDC_CLIENT_ID", FakeOidcProvider::kClientId},
                          {"PROOFREADER_OIDC_CLIENT_SECRET", FakeOidcProvider::kClientSecret}});
  NginxProcess nginx(cluster.backends());
  std::set<std::string> started_on;
  for (int i = 0; i < 20 && started_on.size() < 2; ++i) {
    HttpClient browser(nginx.base_url());
    auto start = browser.get("/api/auth/oidc/start");  // no session: round-robin
    REQUIRE(start.status == 302);
    const std::string state = oidc_cookie(start);
    started_on.insert(node_of(state));
    auto back = HttpClient(idp.issuer()).get(path_of(start.header("location")));
    REQUIRE(back.status == 302);
    REQUIRE(back.header("location").rfind(nginx.base_url() + "/api/auth/oidc/callback?", 0) == 0);
    auto done = browser.request("GET", path_of(back.header("location")), "", "",
                                {{"Cookie", "proofreader_oidc=" + state}});
    CHECK(done.status == 302);
    CHECK(done.header("location") == "/#/check");  // not #/login?error=oidc_state
    CHECK(node_of(browser.session()) == node_of(state));
    CHECK(status_of_me(browser) == 200);
  }
  CHECK(started_on == std::set<std::string>{"a", "b"});
}

TEST_CASE("two backends starting together on an empty database: one creates the administrator, both serve") {
  TwoBackends cluster(Env{{"PROOFREADER_ADMIN_PASSWORD", ""}}, TwoBackends::Start::together);
  std::ifstream file(cluster.data_dir() + "/admin-password.txt");
  std::string password;
  REQUIRE(std::getline(file, password));
  for (HostProcess* backend : {&cluster.a, &cluster.b}) {
    HttpClient admin(backend->base_url());
    CHECK(admin.login("admin", password).status == 200);
    CHECK(admin.get("/api/users").json()->getArray("items")->size() == 1);
  }
  for (const auto& entry : std::filesystem::directory_iterator(cluster.data_dir()))
    CHECK(entry.path().filename().string().rfind("admin-password.txt.", 0) == std::string::npos);
}
