// When the daily watch cycle is due: once a day at WATCH_DAILY_AT (HH:MM,
// server local time). Pure time arithmetic plus the clock the scheduler reads,
// which tests replace. Thread-safe.
#pragma once

#include <chrono>
#include <functional>
#include <optional>
#include <string>

namespace proofreader::watch {

using TimePoint = std::chrono::system_clock::time_point;
using Clock = std::function<TimePoint()>;

struct DailyAt {
  int hour = 3;
  int minute = 0;
};

// "HH:MM" (00:00–23:59); throws std::invalid_argument otherwise.
DailyAt parse_daily_at(const std::string& text);

// The latest daily slot at or before `now`, and the first one after it.
TimePoint last_slot(TimePoint now, DailyAt at);
TimePoint next_slot(TimePoint now, DailyAt at);

// A cycle is due when none ran since the latest slot (so a slot missed while
// the backend was down is made up once, however many days it missed). With
// no cycle ever run nothing is due: the first start only sets the baseline.
bool cycle_due(std::optional<TimePoint> last_cycle, TimePoint now, DailyAt at);

// The system clock, or, when `test_start` is set ("YYYY-MM-DDTHH:MM:SS",
// local time; the test-only setting WATCH_TEST_CLOCK_START), a clock that
// starts there when made and runs at real speed. Throws std::invalid_argument
// for a malformed `test_start`.
Clock make_clock(const std::string& test_start);

// Local time as "YYYY-MM-DDTHH:MM:SS" (what the API shows) and back.
std::string format_local(TimePoint t);
TimePoint parse_local(const std::string& text);

}  // namespace proofreader::watch
