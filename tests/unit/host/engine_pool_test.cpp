// EnginePool: a fixed number of threads, however much work waits, and a
// stand-in thread for work that is stuck.
#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <future>
#include <thread>

#include "pipeline/EnginePool.hpp"

using namespace proofreader::host;
using namespace std::chrono_literals;

namespace {

// Polls `done` for up to `limit`; the pool's own state is what is waited for.
template <typename Predicate>
bool eventually(Predicate done, std::chrono::milliseconds limit = 5000ms) {
  const auto until = std::chrono::steady_clock::now() + limit;
  while (!done()) {
    if (std::chrono::steady_clock::now() > until) return false;
    std::this_thread::sleep_for(5ms);
  }
  return true;
}

}  // namespace

TEST_CASE("engine pool: runs everything posted on as many threads as its size") {
  EnginePool pool(3);
  std::atomic<int> now{0}, most{0}, ran{0};
  for (int i = 0; i < 30; ++i)
    pool.post([&] {
      const int mine = ++now;
      int seen = most;
      while (mine > seen && !most.compare_exchange_weak(seen, mine)) {
      }
      std::this_thread::sleep_for(10ms);
      --now;
      ++ran;
    });
  REQUIRE(pool.wait_idle(10s));
  CHECK(ran == 30);
  CHECK(most <= 3);
  CHECK(most >= 2);  // the work did run side by side
  CHECK(pool.threads() == 3);
}

TEST_CASE("engine pool: stuck work gets a stand-in thread, which is given back when it returns") {
  EnginePool pool(1);
  std::promise<void> release;
  auto released = release.get_future().share();
  std::atomic<bool> started{false}, second{false};
  const auto stuck = pool.post([&, released] {
    started = true;
    released.wait();
  });
  REQUIRE(eventually([&] { return started.load(); }));
  pool.post([&] { second = true; });
  std::this_thread::sleep_for(200ms);
  CHECK_FALSE(second);  // the only thread is taken
  pool.replace_stuck(stuck);
  CHECK(eventually([&] { return second.load(); }));
  CHECK(pool.threads() == 2);
  CHECK_FALSE(pool.wait_idle(50ms));  // the stuck work still runs
  release.set_value();
  CHECK(pool.wait_idle(5s));
  CHECK(eventually([&] { return pool.threads() == 1; }));
}

TEST_CASE("engine pool: replace_stuck does nothing for work that has finished") {
  EnginePool pool(2);
  const auto ticket = pool.post([] {});
  REQUIRE(pool.wait_idle(5s));
  pool.replace_stuck(ticket);
  CHECK(pool.threads() == 2);
}
