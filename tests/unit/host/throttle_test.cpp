#include <catch2/catch.hpp>

#include "auth/LoginThrottle.hpp"
#include "auth/MemoryLoginFailures.hpp"

using proofreader::host::LoginThrottle;
using proofreader::host::MemoryLoginFailures;

TEST_CASE("an account is locked after its failures, and a success clears them") {
  LoginThrottle t(std::make_unique<MemoryLoginFailures>(), 3, 100, std::chrono::seconds(60));
  for (int i = 0; i < 2; ++i) t.record_failure("Admin", "10.0.0.1");
  CHECK(t.retry_after("admin", "10.0.0.9") == 0);
  t.record_failure("admin", "10.0.0.2");
  CHECK(t.retry_after("ADMIN", "10.0.0.9") > 0);  // logins are case-insensitive
  CHECK(t.retry_after("other", "10.0.0.9") == 0);
  t.record_success("admin");
  CHECK(t.retry_after("admin", "10.0.0.9") == 0);
}

TEST_CASE("an address is locked after its failures across accounts") {
  LoginThrottle t(std::make_unique<MemoryLoginFailures>(), 100, 3, std::chrono::seconds(60));
  t.record_failure("a", "192.0.2.1");
  t.record_failure("b", "192.0.2.1");
  t.record_failure("c", "192.0.2.1");
  CHECK(t.retry_after("d", "192.0.2.1") > 0);
  CHECK(t.retry_after("d", "192.0.2.2") == 0);
}

TEST_CASE("the wait is what is left of the window since the oldest counted failure") {
  LoginThrottle t(std::make_unique<MemoryLoginFailures>(), 1, 100, std::chrono::seconds(60));
  t.record_failure("a", "192.0.2.1");
  const auto wait = t.retry_after("a", "192.0.2.1");
  CHECK(wait >= 59);
  CHECK(wait <= 60);
  LoginThrottle instant(std::make_unique<MemoryLoginFailures>(), 1, 100, std::chrono::seconds(0));
  instant.record_failure("a", "192.0.2.1");
  CHECK(instant.retry_after("a", "192.0.2.1") == 0);  // a window of 0 counts nothing
}

TEST_CASE("a login no account can have (megabytes, not UTF-8, a NUL) is counted as itself, not by a prefix") {
  LoginThrottle t(std::make_unique<MemoryLoginFailures>(), 1, 100, std::chrono::seconds(60));
  const std::string huge(2 * 1024 * 1024, 'a');
  for (const std::string& login : {huge, std::string("\xff\xfe"), std::string("ad\0min", 6)}) {
    INFO(login.size());
    CHECK(t.retry_after(login, "192.0.2.2") == 0);
    t.record_failure(login, "192.0.2.1");
    CHECK(t.retry_after(login, "192.0.2.2") > 0);
  }
  CHECK(t.retry_after(huge + "b", "192.0.2.2") == 0);
  CHECK(t.retry_after(std::string(64, 'a'), "192.0.2.2") == 0);
  CHECK(t.retry_after("ad", "192.0.2.2") == 0);
}
