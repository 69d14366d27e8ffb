#include <catch2/catch.hpp>

#include "auth/LoginThrottle.hpp"
#include "auth/MemoryLoginFailures.hpp"

using proofreader::host::LoginThrottle;
using proofreader::host::MemoryLoginFailures;

TEST_CASE("failures lock an account at the address they come from, and another address still gets in") {
  LoginThrottle t(std::make_unique<MemoryLoginFailures>(), 3, 100, std::chrono::seconds(800));
  CHECK(t.record_failure("Admin", "10.0.0.1") == 0);
  CHECK(t.record_failure("admin", "10.0.0.1") == 0);
  CHECK(t.retry_after("admin", "10.0.0.1") == 0);
  CHECK(t.record_failure("ADMIN", "10.0.0.1") > 0);  // the lock it starts, for the audit log
  CHECK(t.retry_after("admin", "10.0.0.1") > 0);     // logins are case-insensitive
  CHECK(t.retry_after("admin", "10.0.0.9") == 0);    // the owner, elsewhere
  CHECK(t.retry_after("other", "10.0.0.1") == 0);
  t.record_success("admin", "10.0.0.9");
  CHECK(t.retry_after("admin", "10.0.0.1") > 0);  // a success elsewhere does not unlock the guesser
  t.record_success("admin", "10.0.0.1");
  CHECK(t.retry_after("admin", "10.0.0.1") == 0);
}

TEST_CASE(
    "the first lock is an eighth of the window, and each failure after it doubles it, up to the window") {
  LoginThrottle t(std::make_unique<MemoryLoginFailures>(), 1, 100, std::chrono::seconds(800));
  for (const long long lock : {100, 200, 400, 800, 800}) {
    const auto started = t.record_failure("a", "192.0.2.1");
    CHECK(started <= lock);
    CHECK(started >= lock - 1);
    CHECK(t.retry_after("a", "192.0.2.1") == started);
  }
  LoginThrottle instant(std::make_unique<MemoryLoginFailures>(), 1, 100, std::chrono::seconds(0));
  CHECK(instant.record_failure("a", "192.0.2.1") == 0);
  CHECK(instant.retry_after("a", "192.0.2.1") == 0);  // a window of 0 counts nothing
}

TEST_CASE("an administrator's unlock opens the account at every address") {
  LoginThrottle t(std::make_unique<MemoryLoginFailures>(), 1, 100, std::chrono::seconds(60));
  t.record_failure("anna", "192.0.2.1");
  t.record_failure("Anna", "192.0.2.2");
  t.record_failure("boris", "192.0.2.1");
  t.unlock("ANNA");
  CHECK(t.retry_after("anna", "192.0.2.1") == 0);
  CHECK(t.retry_after("anna", "192.0.2.2") == 0);
  CHECK(t.retry_after("boris", "192.0.2.1") > 0);
}

TEST_CASE("an address is locked after its failures across accounts") {
  LoginThrottle t(std::make_unique<MemoryLoginFailures>(), 100, 3, std::chrono::seconds(60));
  t.record_failure("a", "192.0.2.1");
  t.record_failure("b", "192.0.2.1");
  CHECK(t.record_failure("c", "192.0.2.1") > 0);
  const auto wait = t.retry_after("d", "192.0.2.1");
  CHECK(wait >= 59);
  CHECK(wait <= 60);
  CHECK(t.retry_after("d", "192.0.2.2") == 0);
}

TEST_CASE("a login no account can have (megabytes, not UTF-8, a NUL, a newline) is counted as itself") {
  LoginThrottle t(std::make_unique<MemoryLoginFailures>(), 1, 100, std::chrono::seconds(60));
  const std::string huge(2 * 1024 * 1024, 'a');
  for (const std::string& login :
       {huge, std::string("\xff\xfe"), std::string("ad\0min", 6), std::string("a\nb")}) {
    INFO(login.size());
    CHECK(t.retry_after(login, "192.0.2.1") == 0);
    t.record_failure(login, "192.0.2.1");
    CHECK(t.retry_after(login, "192.0.2.1") > 0);
  }
  CHECK(t.retry_after(huge + "b", "192.0.2.1") == 0);
  CHECK(t.retry_after(std::string(64, 'a'), "192.0.2.1") == 0);
  CHECK(t.retry_after("ad", "192.0.2.1") == 0);
  CHECK(t.retry_after("a", "b\n192.0.2.1") == 0);
}
