// Failed logins cannot be turned against the account's owner (issue 34,
// "Lockout"): they lock the account at the address they come from, an
// administrator unlocks it, the audit log records both, and the address is
// the trusted proxy's word only.
#include <catch2/catch.hpp>

#include <fstream>
#include <iterator>

#include "HostProcess.hpp"
#include "HttpClient.hpp"

using namespace proofreader::test;

namespace {

const std::string kRight = HostProcess::kAdminPassword;

HttpResult login_from(HttpClient& c, const std::string& password, const std::string& header,
                      const std::string& address) {
  return c.post_json("/api/auth/login", R"({"login":"admin","password":")" + password + "\"}",
                     {{header, address}});
}

std::string audit_log(const HostProcess& host) {
  std::ifstream in(host.data_dir() + "/audit.jsonl");
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

TEST_CASE("failed logins lock the administrator at the guesser's address only, and an admin unlocks") {
  HostProcess host(Env{{"PROOFREADER_LOGIN_MAX_FAILURES", "3"}});
  host.start();
  HttpClient guesser(host.base_url()), owner(host.base_url());
  const std::string attacker = "203.0.113.66";
  for (int i = 0; i < 3; ++i) CHECK(login_from(guesser, "wrong", "X-Real-IP", attacker).status == 401);
  const auto refused = login_from(guesser, kRight, "X-Real-IP", attacker);
  CHECK(refused.status == 429);
  CHECK(refused.error_code() == "too_many_attempts");
  CHECK(std::stoi(refused.header("retry-after")) > 0);
  // The owner, from another address, logs in.
  REQUIRE(login_from(owner, kRight, "X-Real-IP", "198.51.100.7").status == 200);

  const std::string log = audit_log(host);
  CHECK(log.find("\"action\":\"login.locked\"") != std::string::npos);
  CHECK(log.find("\"address\":\"" + attacker + "\"") != std::string::npos);

  // Only an administrator unlocks.
  REQUIRE(owner.post_json("/api/users", R"({"login":"clerk","password":"password-1"})").status == 201);
  HttpClient clerk(host.base_url());
  REQUIRE(clerk.login("clerk", "password-1").status == 200);
  CHECK(clerk.post_json("/api/users/1/unlock", "{}").status == 403);
  CHECK(owner.post_json("/api/users/999/unlock", "{}").status == 404);
  CHECK(owner.post_json("/api/users/1/unlock", "{}").status == 200);
  CHECK(audit_log(host).find("\"action\":\"user.unlock\"") != std::string::npos);
  CHECK(login_from(guesser, kRight, "X-Real-IP", attacker).status == 200);
}

TEST_CASE("X-Real-IP counts only from a trusted proxy") {
  HostProcess host(
      Env{{"PROOFREADER_LOGIN_IP_MAX_FAILURES", "3"}, {"PROOFREADER_TRUSTED_PROXIES", "192.0.2.1"}});
  host.start();
  HttpClient c(host.base_url());
  // The test's own connections (127.0.0.1) are no proxy here: claiming a new
  // address for each guess does not escape the limit of the one it has.
  int i = 0;
  for (const char* claimed : {"203.0.113.1", "203.0.113.2", "203.0.113.3"})
    CHECK(c.post_json("/api/auth/login", R"({"login":"user-)" + std::to_string(++i) + R"(","password":"x"})",
                      {{"X-Real-IP", claimed}})
              .status == 401);
  CHECK(login_from(c, kRight, "X-Real-IP", "198.51.100.2").status == 429);
}

TEST_CASE(
    "X-Forwarded-For from a trusted proxy counts by its rightmost address, whatever the client prepends") {
  HostProcess host(Env{{"PROOFREADER_LOGIN_MAX_FAILURES", "3"}});
  host.start();
  HttpClient c(host.base_url());
  for (const char* chain : {"1.1.1.1, 203.0.113.66", "2.2.2.2, 203.0.113.66", "3.3.3.3,203.0.113.66"})
    CHECK(login_from(c, "wrong", "X-Forwarded-For", chain).status == 401);
  CHECK(login_from(c, kRight, "X-Forwarded-For", "9.9.9.9, 203.0.113.66").status == 429);
  CHECK(login_from(c, kRight, "X-Forwarded-For", "203.0.113.66, 198.51.100.3").status == 200);
  CHECK(login_from(c, kRight, "X-Forwarded-For", "not an address").status == 200);  // the peer: 127.0.0.1
}
