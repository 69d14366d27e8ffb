#include <catch2/catch.hpp>

#include <vector>

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

TEST_CASE("a backend with a node name prefixes its session ids with it") {
  SessionStore store(1h, 24h, "node-a");
  CHECK(store.node_prefix() == "node-a.");
  auto id = store.create(user(1));
  REQUIRE(id.size() == 7 + 64);
  CHECK(id.rfind("node-a.", 0) == 0);
  CHECK(id.find_first_not_of("0123456789abcdef", 7) == std::string::npos);
  CHECK(store.find(id)->id == 1);
  CHECK(SessionStore(1h, 24h).node_prefix().empty());
}

TEST_CASE("user-wide changes are told to the peers, and what a peer tells is applied here only") {
  struct RecordingPeers : SessionStore::Peers {
    std::vector<long long> ended;
    std::vector<std::string> updated_roles;
    void ended_user(std::int64_t id) override { ended.push_back(id); }
    void updated_user(const proofreader::sdk::User& u) override { updated_roles.push_back(u.role); }
  } peers;
  SessionStore store(1h, 24h, "a");
  store.tell_peers(&peers);
  auto one = store.create(user(1));
  auto two = store.create(user(2));
  store.remove_user(1);
  store.update_user({2, "u2", "admin"});
  CHECK(peers.ended == std::vector<long long>{1});
  CHECK(peers.updated_roles == std::vector<std::string>{"admin"});
  CHECK_FALSE(store.find(one));

  store.update_user_from_peer({2, "u2", "user"});
  CHECK(store.find(two)->role == "user");
  store.end_user_from_peer(2);
  CHECK_FALSE(store.find(two));
  CHECK(peers.ended.size() == 1);  // not told back
  CHECK(peers.updated_roles.size() == 1);
}
