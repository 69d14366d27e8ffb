#include <catch2/catch.hpp>

#include "auth/SessionStore.hpp"

using namespace std::chrono_literals;
using proofreader::host::SessionStore;

namespace {
proofreader::sdk::User user(long long id) {
  return {id, "u" + std::to_string(id), "user"};
}
}  // namespace

TEST_CASE("session ids are 256-bit hex and unique") {
  SessionStore store(1h, 24h);
  auto a = store.create(user(1));
  auto b = store.create(user(1));
  CHECK(a.size() == 64);
  CHECK(a.find_first_not_of("0123456789abcdef") == std::string::npos);
  CHECK(a != b);
  CHECK(store.find(a)->id == 1);
  CHECK_FALSE(store.find("unknown"));
}

TEST_CASE("idle and absolute timeouts end sessions") {
  SessionStore store(10min, 1h);
  auto id = store.create(user(1));
  store.advance_clock_for_testing(9min);
  REQUIRE(store.find(id));  // refreshes the idle timer
  store.advance_clock_for_testing(9min);
  REQUIRE(store.find(id));
  store.advance_clock_for_testing(11min);
  CHECK_FALSE(store.find(id));  // idle

  auto busy = store.create(user(2));
  for (int i = 0; i < 7; ++i) {
    store.advance_clock_for_testing(9min);
    if (i < 6) REQUIRE(store.find(busy));
  }
  CHECK_FALSE(store.find(busy));  // absolute, although never idle
}

TEST_CASE("removing a user's sessions keeps the one asked for") {
  SessionStore store(1h, 24h);
  auto keep = store.create(user(1));
  auto drop = store.create(user(1));
  auto other = store.create(user(2));
  store.remove_user(1, keep);
  CHECK(store.find(keep));
  CHECK_FALSE(store.find(drop));
  CHECK(store.find(other));
  store.update_user({2, "u2", "admin"});
  CHECK(store.find(other)->role == "admin");
}
