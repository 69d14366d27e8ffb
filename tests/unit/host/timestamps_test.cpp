// kit/timestamps.hpp: the API's moments, to the second and to the microsecond.
#include <catch2/catch.hpp>

#include <proofreader/kit/timestamps.hpp>

#include <ctime>

using namespace std::chrono;

namespace {

system_clock::time_point at_utc(int year, int month, int day, int hour, int minute, int second) {
  std::tm t{};
  t.tm_year = year - 1900;
  t.tm_mon = month - 1;
  t.tm_mday = day;
  t.tm_hour = hour;
  t.tm_min = minute;
  t.tm_sec = second;
  return system_clock::from_time_t(timegm(&t));
}

}  // namespace

TEST_CASE("timestamps: ISO 8601 in UTC, to the second or the microsecond, sorting as text in time order") {
  const auto moment = at_utc(2026, 11, 25, 4, 58, 0);
  CHECK(proofreader::kit::iso_utc(moment) == "2026-11-25T04:58:00Z");
  CHECK(proofreader::kit::iso_utc_micro(moment + microseconds(123)) == "2026-11-25T04:58:00.000123Z");
  CHECK(proofreader::kit::iso_utc_micro(moment + microseconds(999999)) == "2026-11-25T04:58:00.999999Z");
  CHECK(proofreader::kit::iso_utc_micro(moment + seconds(1)) == "2026-11-25T04:58:01.000000Z");
  // Two moments in one second keep their order as text.
  CHECK(proofreader::kit::iso_utc_micro(moment + microseconds(5)) <
        proofreader::kit::iso_utc_micro(moment + microseconds(40)));
}
