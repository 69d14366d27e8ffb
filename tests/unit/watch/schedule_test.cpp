#include <catch2/catch.hpp>

#include <stdexcept>

#include "DailyScheduler.hpp"

using namespace proofreader::watch;
using namespace std::chrono_literals;

TEST_CASE("schedule: HH:MM parsing") {
  CHECK(parse_daily_at("03:00").hour == 3);
  CHECK(parse_daily_at("23:59").minute == 59);
  for (const char* bad : {"3:00", "24:00", "12:60", "1200", "12:00x", ""})
    CHECK_THROWS_AS(parse_daily_at(bad), std::invalid_argument);
}

TEST_CASE("schedule: last and next slot around the daily time") {
  const DailyAt at{3, 0};
  CHECK(format_local(last_slot(parse_local("2026-05-10T02:59:59"), at)) == "2026-05-09T03:00:00");
  CHECK(format_local(last_slot(parse_local("2026-05-10T03:00:00"), at)) == "2026-05-10T03:00:00");
  CHECK(format_local(next_slot(parse_local("2026-05-10T03:00:00"), at)) == "2026-05-11T03:00:00");
  CHECK(format_local(next_slot(parse_local("2026-05-31T23:00:00"), at)) == "2026-06-01T03:00:00");
}

TEST_CASE("schedule: a cycle is due once per slot, missed slots made up once") {
  const DailyAt at{3, 0};
  CHECK_FALSE(cycle_due(std::nullopt, parse_local("2026-05-10T04:00:00"), at));
  CHECK(cycle_due(parse_local("2026-05-10T02:00:00"), parse_local("2026-05-10T03:00:01"), at));
  CHECK_FALSE(cycle_due(parse_local("2026-05-10T03:00:01"), parse_local("2026-05-10T23:00:00"), at));
  CHECK(cycle_due(parse_local("2026-05-07T03:00:01"), parse_local("2026-05-10T01:00:00"), at));
}

TEST_CASE("scheduler: ticks with an injected clock run the cycle at the slot and remember it") {
  TimePoint now = parse_local("2026-05-10T02:58:00");
  std::optional<TimePoint> stored;
  int cycles = 0;
  const auto claim = [&](std::optional<TimePoint> seen, TimePoint t) {
    if (seen != stored) return false;
    stored = t;
    return true;
  };
  DailyScheduler scheduler(
      {3, 0}, [&] { return now; }, {[&] { return stored; }, claim, [&] { ++cycles; }}, 10ms);
  CHECK_FALSE(scheduler.tick());  // first start: the baseline only
  REQUIRE(stored);
  CHECK(format_local(scheduler.next_cycle()) == "2026-05-10T03:00:00");
  now += 1min;
  CHECK_FALSE(scheduler.tick());
  now += 2min;  // 03:01
  CHECK(scheduler.tick());
  CHECK(cycles == 1);
  CHECK_FALSE(scheduler.tick());
  now += 20h;
  CHECK_FALSE(scheduler.tick());
  now += 4h;  // next day 03:01
  CHECK(scheduler.tick());
  CHECK(cycles == 2);
  CHECK(format_local(*scheduler.last_cycle()) == "2026-05-11T03:01:00");

  // A restart days later (same stored time) makes the missed cycle up once.
  now += 72h;
  DailyScheduler restarted(
      {3, 0}, [&] { return now; }, {[&] { return stored; }, claim, [&] { ++cycles; }}, 10ms);
  CHECK(restarted.tick());
  CHECK_FALSE(restarted.tick());
  CHECK(cycles == 3);
}

TEST_CASE("scheduler: two backends on one store run each cycle once, whoever ticks first") {
  TimePoint now = parse_local("2026-05-10T02:58:00");
  std::optional<TimePoint> stored;  // the shared database's state row
  int cycles_a = 0, cycles_b = 0;
  const auto claim = [&](std::optional<TimePoint> seen, TimePoint t) {
    if (seen != stored) return false;
    stored = t;
    return true;
  };
  // B reads the store, then A claims before B does: B's claim fails and it runs nothing.
  std::optional<TimePoint> b_saw;
  DailyScheduler a(
      {3, 0}, [&] { return now; }, {[&] { return stored; }, claim, [&] { ++cycles_a; }}, 10ms);
  DailyScheduler b(
      {3, 0}, [&] { return now; }, {[&] { return b_saw ? b_saw : stored; }, claim, [&] { ++cycles_b; }},
      10ms);
  CHECK_FALSE(a.tick());  // the baseline
  CHECK_FALSE(b.tick());  // sees it and waits
  now += 3min;            // 03:01: due for both
  b_saw = stored;         // B has read the old cycle…
  CHECK(a.tick());        // …A claims and runs it…
  CHECK_FALSE(b.tick());  // …and B's claim of the same cycle fails
  b_saw.reset();
  CHECK_FALSE(b.tick());  // read afresh: nothing is due
  CHECK(cycles_a == 1);
  CHECK(cycles_b == 0);
}

TEST_CASE("scheduler: the thread ticks, is named, and stop() joins it") {
  std::atomic<int> ticks = 0;
  DailyScheduler scheduler(
      {3, 0}, [] { return std::chrono::system_clock::now(); },
      {[&] {
         ++ticks;
         return std::optional<TimePoint>{};
       },
       [](std::optional<TimePoint>, TimePoint) { return true; }, [] {}},
      5ms);
  scheduler.start();
  for (int i = 0; i < 200 && ticks == 0; ++i) std::this_thread::sleep_for(5ms);
  scheduler.stop();
  CHECK(ticks >= 1);  // read at every tick
  scheduler.stop();   // idempotent
}

TEST_CASE("schedule: the test clock starts where it is told and runs") {
  auto clock = make_clock("2026-01-01T02:59:58");
  const auto first = clock();
  CHECK(format_local(first) == "2026-01-01T02:59:58");
  std::this_thread::sleep_for(20ms);
  CHECK(clock() > first);
  CHECK_THROWS_AS(make_clock("tomorrow"), std::invalid_argument);
}
