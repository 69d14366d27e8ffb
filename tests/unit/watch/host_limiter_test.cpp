#include <catch2/catch.hpp>

#include <atomic>
#include <thread>
#include <vector>

#include "HostLimiter.hpp"

using namespace proofreader::watch;
using namespace std::chrono_literals;

TEST_CASE("host limiter: at most N at a time per host, other hosts unaffected") {
  HostLimiter limiter(2, 0ms);
  std::atomic<int> active_a = 0, max_a = 0, max_b = 0, active_b = 0;
  std::vector<std::thread> threads;
  for (int i = 0; i < 12; ++i)
    threads.emplace_back([&, i] {
      const bool a = i % 3 != 0;
      auto slot = limiter.acquire(a ? "a.example" : "b.example");
      auto& active = a ? active_a : active_b;
      auto& max = a ? max_a : max_b;
      const int now = ++active;
      for (int seen = max; now > seen && !max.compare_exchange_weak(seen, now);) {
      }
      std::this_thread::sleep_for(10ms);
      --active;
    });
  for (auto& t : threads) t.join();
  CHECK(max_a == 2);
  CHECK(max_b == 2);
}

TEST_CASE("host limiter: starts to one host are spaced by the delay") {
  HostLimiter limiter(8, 30ms);
  const auto begin = std::chrono::steady_clock::now();
  for (int i = 0; i < 4; ++i) limiter.acquire("a.example");
  CHECK(std::chrono::steady_clock::now() - begin >= 90ms);
  const auto other = std::chrono::steady_clock::now();
  limiter.acquire("b.example");
  CHECK(std::chrono::steady_clock::now() - other < 30ms);
}
