// CallLimit: model calls in flight across every check of the process.
#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

#include "call_limit.hpp"

using namespace proofreader;
using namespace std::chrono_literals;

namespace {

// Runs `threads` threads that each take a slot `rounds` times and hold it
// briefly; answers the most slots that were ever held at once (Catch's
// assertions are not for other threads, so a slot not given counts as -1).
int most_at_once(llm::CallLimit& limit, int max, int threads, int rounds) {
  std::atomic<int> now{0}, most{0};
  std::atomic<bool> refused{false};
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t)
    pool.emplace_back([&] {
      for (int r = 0; r < rounds; ++r) {
        const auto slot = limit.acquire(max, [] { return true; });
        if (!slot) refused = true;
        const int held = ++now;
        int seen = most.load();
        while (held > seen && !most.compare_exchange_weak(seen, held)) {
        }
        std::this_thread::sleep_for(2ms);
        --now;
      }
    });
  for (auto& t : pool) t.join();
  return refused ? -1 : most.load();
}

}  // namespace

TEST_CASE("no more calls than the limit are in flight, however many callers ask") {
  llm::CallLimit limit;
  CHECK(most_at_once(limit, 1, 6, 5) == 1);
  CHECK(most_at_once(limit, 3, 8, 5) == 3);
}

TEST_CASE("a waiting caller gives up when its check is cancelled") {
  llm::CallLimit limit;
  const auto held = limit.acquire(1, [] { return true; });
  REQUIRE(held);
  std::atomic<bool> cancelled{false};
  std::thread cancel([&] {
    std::this_thread::sleep_for(150ms);
    cancelled = true;
  });
  const auto start = std::chrono::steady_clock::now();
  const auto slot = limit.acquire(1, [&] { return !cancelled; });
  cancel.join();
  CHECK_FALSE(slot);
  CHECK(std::chrono::steady_clock::now() - start < 1s);
}

TEST_CASE("a released slot lets the next caller in") {
  llm::CallLimit limit;
  {
    const auto slot = limit.acquire(1, [] { return true; });
  }
  const auto next = limit.acquire(1, [] { return false; });  // would give up at once if it had to wait
  CHECK(next);
}
