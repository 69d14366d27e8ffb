#include "DailySchedule.hpp"

#include <ctime>
#include <stdexcept>

namespace proofreader::watch {

namespace {

TimePoint slot_on_day_of(TimePoint t, DailyAt at, int day_shift) {
  std::time_t seconds = std::chrono::system_clock::to_time_t(t);
  std::tm local{};
  localtime_r(&seconds, &local);
  local.tm_mday += day_shift;
  local.tm_hour = at.hour;
  local.tm_min = at.minute;
  local.tm_sec = 0;
  local.tm_isdst = -1;
  return std::chrono::system_clock::from_time_t(std::mktime(&local));
}

}  // namespace

DailyAt parse_daily_at(const std::string& text) {
  int hour = -1, minute = -1;
  char tail = 0;
  if (text.size() != 5 || std::sscanf(text.c_str(), "%2d:%2d%c", &hour, &minute, &tail) != 2 || hour < 0 ||
      hour > 23 || minute < 0 || minute > 59)
    throw std::invalid_argument("WATCH_DAILY_AT must be HH:MM, got \"" + text + "\"");
  return {hour, minute};
}

TimePoint last_slot(TimePoint now, DailyAt at) {
  const TimePoint today = slot_on_day_of(now, at, 0);
  return today <= now ? today : slot_on_day_of(now, at, -1);
}

TimePoint next_slot(TimePoint now, DailyAt at) {
  const TimePoint today = slot_on_day_of(now, at, 0);
  return today > now ? today : slot_on_day_of(now, at, 1);
}

bool cycle_due(std::optional<TimePoint> last_cycle, TimePoint now, DailyAt at) {
  return last_cycle && *last_cycle < last_slot(now, at);
}

std::string format_local(TimePoint t) {
  std::time_t seconds = std::chrono::system_clock::to_time_t(t);
  std::tm local{};
  localtime_r(&seconds, &local);
  char buffer[32];
  std::strftime(buffer, sizeof buffer, "%Y-%m-%dT%H:%M:%S", &local);
  return buffer;
}

TimePoint parse_local(const std::string& text) {
  std::tm local{};
  const char* end = strptime(text.c_str(), "%Y-%m-%dT%H:%M:%S", &local);
  if (!end || *end) throw std::invalid_argument("expected YYYY-MM-DDTHH:MM:SS, got \"" + text + "\"");
  local.tm_isdst = -1;
  return std::chrono::system_clock::from_time_t(std::mktime(&local));
}

Clock make_clock(const std::string& test_start) {
  if (test_start.empty()) return [] { return std::chrono::system_clock::now(); };
  const TimePoint start = parse_local(test_start);
  const auto made = std::chrono::steady_clock::now();
  return [start, made] {
    return start + std::chrono::duration_cast<std::chrono::system_clock::duration>(
                       std::chrono::steady_clock::now() - made);
  };
}

}  // namespace proofreader::watch
