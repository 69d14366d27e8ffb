// OpenID Connect login through the real host against a provider that speaks
// the protocol (FakeOidcProvider): the code flow with PKCE, account linking,
// the return path, and hostile callbacks and ID tokens.
#include <catch2/catch.hpp>

#include <Poco/URI.h>

#include <fstream>

#include "ChildProcess.hpp"
#include "FakeOidcProvider.hpp"
#include "HostProcess.hpp"
#include "HttpClient.hpp"

using namespace proofreader::test;
using Spoil = FakeOidcProvider::Spoil;

namespace {

Env oidc_env(const std::string& issuer) {
  return {{"PROOFREADER_OIDC_ISSUER", issuer},
          {"PROOFREADER_OIDC_CLIENT_ID", FakeOidcProvider::kClientId},
          {"PROOFREADER_OIDC_CLIENT_SECRET", FakeOidcProvider::kClientSecret}};
}

std::string path_of(const std::string& url) {
  return Poco::URI(url).getPathAndQuery();
}

std::string query_param(const std::string& url, const std::string& name) {
  for (const auto& [k, v] : Poco::URI(url).getQueryParameters())
    if (k == name) return v;
  return {};
}

// The value a response's Set-Cookie gives `name` ("" when it sets none).
std::string set_cookie(const HttpResult& r, const std::string& name) {
  for (const auto& cookie : r.all("set-cookie")) {
    if (cookie.rfind(name + "=", 0) != 0) continue;
    return cookie.substr(name.size() + 1, cookie.find(';') - name.size() - 1);
  }
  return {};
}

struct Attempt {
  std::string state;     // the proofreader_oidc cookie
  std::string callback;  // where the provider sends the browser back
  std::string authorize;
};

// start → provider (which logs the scripted user in at once) → the callback URL.
Attempt begin(HttpClient& browser, FakeOidcProvider& idp, const std::string& start_query = "") {
  auto start = browser.get("/api/auth/oidc/start" + start_query);
  REQUIRE(start.status == 302);
  Attempt a;
  a.authorize = start.header("location");
  REQUIRE(a.authorize.rfind(idp.issuer() + "/authorize?", 0) == 0);
  a.state = set_cookie(start, "proofreader_oidc");
  REQUIRE(random_part(a.state).size() == 64);
  HttpClient provider(idp.issuer());
  auto back = provider.get(path_of(a.authorize));
  REQUIRE(back.status == 302);
  a.callback = back.header("location");
  return a;
}

HttpResult finish(HttpClient& browser, const Attempt& a, const std::string& cookie_state) {
  return browser.request("GET", path_of(a.callback), "", "",
                         {{"Cookie", "proofreader_oidc=" + cookie_state}});
}

std::size_t user_count(HttpClient& admin) {
  return admin.get("/api/users").json()->getArray("items")->size();
}

// The fake provider and a host configured for it, started (a Catch2 fixture).
struct OidcSetup {
  OidcSetup() : host(oidc_env(idp.issuer())) { host.start(); }
  HttpClient logged_in_admin() const {
    HttpClient admin(host.base_url());
    REQUIRE(admin.login("admin", HostProcess::kAdminPassword).status == 200);
    return admin;
  }

  FakeOidcProvider idp;
  HostProcess host;
};

}  // namespace

TEST_CASE("OIDC routes answer 404 and config says so while no provider is configured") {
  HostProcess host;
  host.start();
  HttpClient c(host.base_url());
  CHECK_FALSE(c.get("/api/config").json()->getValue<bool>("oidc_enabled"));
  auto start = c.get("/api/auth/oidc/start");
  CHECK(start.status == 404);
  CHECK(start.error_code() == "oidc_disabled");
  CHECK(c.get("/api/auth/oidc/callback?code=x&state=y").status == 404);
}

TEST_CASE_METHOD(OidcSetup, "an OIDC login runs the code flow with PKCE and creates one linked account") {
  HttpClient admin = logged_in_admin();
  const auto users_before = user_count(admin);
  HttpClient browser(host.base_url());
  CHECK(browser.get("/api/config").json()->getValue<bool>("oidc_enabled"));

  const Attempt a = begin(browser, idp);
  CHECK(query_param(a.authorize, "response_type") == "code");
  CHECK(query_param(a.authorize, "client_id") == FakeOidcProvider::kClientId);
  CHECK(query_param(a.authorize, "redirect_uri") == host.base_url() + "/api/auth/oidc/callback");
  CHECK(query_param(a.authorize, "scope").find("openid") != std::string::npos);
  CHECK(query_param(a.authorize, "state") == a.state);
  CHECK(query_param(a.authorize, "nonce").size() >= 32);
  CHECK(query_param(a.authorize, "code_challenge_method") == "S256");
  CHECK(query_param(a.authorize, "code_challenge").size() == 43);

  auto done = finish(browser, a, a.state);
  REQUIRE(done.status == 302);
  CHECK(done.header("location") == "/#/check");
  CHECK(set_cookie(done, "proofreader_oidc").empty());  // the attempt's cookie is expired
  REQUIRE(random_part(browser.session()).size() == 64);
  auto me = browser.get("/api/auth/me");
  REQUIRE(me.status == 200);
  auto user = me.json()->getObject("user");
  CHECK(user->getValue<std::string>("login") == "alice.oidc");
  CHECK(user->getValue<std::string>("role") == "user");
  CHECK(user->getValue<std::string>("display_name") == "Алиса Провайдерова");
  const auto id = user->getValue<long long>("id");
  // The token request authenticated the client and carried the verifier (the provider checks both).
  bool token_request_seen = false;
  for (const auto& r : idp.requests())
    if (r.path == "/token") {
      token_request_seen = true;
      CHECK(r.authorization.rfind("Basic ", 0) == 0);
      CHECK(r.body.find("code_verifier=") != std::string::npos);
    }
  CHECK(token_request_seen);

  // The same identity again: the same account, not a second one.
  HttpClient third(host.base_url());
  const Attempt b = begin(third, idp);
  REQUIRE(finish(third, b, b.state).header("location") == "/#/check");
  CHECK(third.get("/api/auth/me").json()->getObject("user")->getValue<long long>("id") == id);
  CHECK(user_count(admin) == users_before + 1);

  // The account has no local password.
  HttpClient local(host.base_url());
  CHECK(local.login("alice.oidc", "any-password-at-all").status == 401);

  std::ifstream audit(host.data_dir() + "/audit.jsonl");
  std::string created;
  for (std::string line; std::getline(audit, line);)
    if (line.find("\"action\":\"user.create_oidc\"") != std::string::npos) created = line;
  CHECK(created.find("\"address\":\"127.0.0.1\"") != std::string::npos);
}

TEST_CASE("the OIDC callback address is the public URL, else the scheme only a trusted proxy names") {
  FakeOidcProvider idp;
  const auto redirect_uri = [&](Env extra, const std::map<std::string, std::string>& headers) {
    Env env = oidc_env(idp.issuer());
    env.insert(extra.begin(), extra.end());
    HostProcess host(env);
    host.start();
    HttpClient browser(host.base_url());
    auto start = browser.request("GET", "/api/auth/oidc/start", "", "", headers);
    REQUIRE(start.status == 302);
    return std::pair{query_param(start.header("location"), "redirect_uri"), host.base_url()};
  };
  const std::map<std::string, std::string> says_https = {{"X-Forwarded-Proto", "https"}};

  auto [configured, _] =
      redirect_uri({{"PROOFREADER_PUBLIC_URL", "https://proofreader.example.org"}}, says_https);
  CHECK(configured == "https://proofreader.example.org/api/auth/oidc/callback");

  // The loopback peer is a trusted proxy by default: its header is believed.
  auto [proxied, proxied_base] = redirect_uri({}, says_https);
  CHECK(proxied ==
        "https://" + proxied_base.substr(std::string("http://").size()) + "/api/auth/oidc/callback");

  // A client that is no trusted proxy cannot make the callback https (or anything else).
  auto [direct, direct_base] = redirect_uri({{"PROOFREADER_TRUSTED_PROXIES", "192.0.2.1"}}, says_https);
  CHECK(direct == direct_base + "/api/auth/oidc/callback");
}

TEST_CASE_METHOD(
    OidcSetup, "after an OIDC login the browser returns to the page it came from, and only inside the app") {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"?next=/history", "/#/history"},       {"?next=/review/12", "/#/review/12"},
      {"?next=//evil.example/x", "/#/check"}, {"?next=https://evil.example/", "/#/check"},
      {"?next=/login", "/#/check"},           {"?next=/check%22%3E%3Cscript%3E", "/#/check"},
  };
  for (const auto& [query, location] : cases) {
    INFO(query);
    HttpClient browser(host.base_url());
    const Attempt a = begin(browser, idp, query);
    CHECK(finish(browser, a, a.state).header("location") == location);
  }
}

TEST_CASE_METHOD(OidcSetup, "a callback is accepted once, and only from the browser that started the login") {
  HttpClient browser(host.base_url());
  const Attempt a = begin(browser, idp);

  // Another browser (no cookie, or its own attempt's cookie) cannot use this callback.
  HttpClient attacker(host.base_url());
  auto no_cookie = attacker.get(path_of(a.callback));
  CHECK(no_cookie.status == 302);
  CHECK(no_cookie.header("location") == "/#/login?error=oidc_state");
  CHECK(set_cookie(no_cookie, "proofreader_session").empty());
  const Attempt own = begin(attacker, idp);
  auto foreign = finish(attacker, a, own.state);
  CHECK(foreign.header("location") == "/#/login?error=oidc_state");
  CHECK(attacker.session().empty());
  auto forged_state = browser.request("GET", "/api/auth/oidc/callback?code=x&state=" + std::string(64, 'f'),
                                      "", "", {{"Cookie", "proofreader_oidc=" + std::string(64, 'f')}});
  CHECK(forged_state.header("location") == "/#/login?error=oidc_state");

  // The refused attempts did not use it up: its own browser completes it, once.
  CHECK(finish(browser, a, a.state).header("location") == "/#/check");
  CHECK(browser.get("/api/auth/me").status == 200);
  HttpClient replay(host.base_url());
  auto second = finish(replay, a, a.state);
  CHECK(second.header("location") == "/#/login?error=oidc_state");
  CHECK(replay.session().empty());
}

TEST_CASE_METHOD(OidcSetup, "an ID token that fails validation starts no session and makes no account") {
  HttpClient admin = logged_in_admin();
  const auto users_before = user_count(admin);
  for (Spoil spoil : {Spoil::audience, Spoil::issuer, Spoil::expired, Spoil::nonce, Spoil::signature,
                      Spoil::alg_none, Spoil::hs256, Spoil::unknown_kid}) {
    INFO("spoil " << static_cast<int>(spoil));
    FakeOidcProvider::Script s;
    s.spoil = spoil;
    s.subject = "spoiled-" + std::to_string(static_cast<int>(spoil));
    idp.script(s);
    HttpClient browser(host.base_url());
    const Attempt a = begin(browser, idp);
    auto r = finish(browser, a, a.state);
    CHECK(r.status == 302);
    CHECK(r.header("location") == "/#/login?error=oidc_token");
    CHECK(set_cookie(r, "proofreader_session").empty());
    CHECK(browser.get("/api/auth/me").status == 401);
  }
  CHECK(user_count(admin) == users_before);
}

TEST_CASE_METHOD(
    OidcSetup,
    "a provider that refuses, fails or is down sends the browser to the login screen with the reason") {
  HttpClient denied(host.base_url());
  const Attempt a = begin(denied, idp);
  auto r = denied.request("GET", "/api/auth/oidc/callback?error=access_denied&state=" + a.state, "", "",
                          {{"Cookie", "proofreader_oidc=" + a.state}});
  CHECK(r.header("location") == "/#/login?error=oidc_denied");

  FakeOidcProvider::Script failing;
  failing.token_status = 500;
  idp.script(failing);
  HttpClient broken(host.base_url());
  const Attempt b = begin(broken, idp);
  CHECK(finish(broken, b, b.state).header("location") == "/#/login?error=oidc_provider");
  CHECK(broken.session().empty());

  HostProcess nowhere(oidc_env("http://127.0.0.1:" + std::to_string(free_port())));
  nowhere.start();
  HttpClient lost(nowhere.base_url());
  auto start = lost.get("/api/auth/oidc/start");
  CHECK(start.status == 302);
  CHECK(start.header("location") == "/#/login?error=oidc_provider");
  CHECK(nowhere.output().find("OIDC login could not start") != std::string::npos);
}

TEST_CASE_METHOD(OidcSetup, "an identity at the provider never takes over a local account of the same name") {
  HttpClient admin = logged_in_admin();
  REQUIRE(admin.post_json("/api/users", R"({"login":"alice.oidc","password":"local-password-1"})").status ==
          201);

  FakeOidcProvider::Script s;
  s.preferred_username = "admin";  // names an administrator, and then a local user, by e-mail
  s.email = "alice.oidc";
  idp.script(s);
  HttpClient browser(host.base_url());
  const Attempt a = begin(browser, idp);
  REQUIRE(finish(browser, a, a.state).header("location") == "/#/check");
  auto user = browser.get("/api/auth/me").json()->getObject("user");
  CHECK(user->getValue<std::string>("login").rfind("oidc-", 0) == 0);
  CHECK(user->getValue<std::string>("role") == "user");
  HttpClient local(host.base_url());
  CHECK(local.login("alice.oidc", "local-password-1").status == 200);
  CHECK(local.get("/api/auth/me").json()->getObject("user")->getValue<std::string>("role") == "user");
}
