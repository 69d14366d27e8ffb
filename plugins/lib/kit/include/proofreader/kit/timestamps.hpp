// The one form of a moment that the API shows and the sections store:
// ISO 8601 in UTC to the second, "2026-11-25T04:58:00Z", which sorts as text
// in time order; and, where several moments fall in one second and their
// order matters (jobs are listed by creation), the same with microseconds,
// "2026-11-25T04:58:00.123456Z". Any thread.
#pragma once

#include <chrono>
#include <cstdio>
#include <ctime>
#include <string>

namespace proofreader::kit {

inline std::string iso_utc(std::chrono::system_clock::time_point at) {
  const std::time_t seconds = std::chrono::system_clock::to_time_t(at);
  std::tm utc{};
  gmtime_r(&seconds, &utc);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
  return text;
}

inline std::string now_iso_utc() {
  return iso_utc(std::chrono::system_clock::now());
}

inline std::string iso_utc_micro(std::chrono::system_clock::time_point at) {
  const auto micro =
      std::chrono::duration_cast<std::chrono::microseconds>(at.time_since_epoch()).count() % 1000000;
  std::string text = iso_utc(at - std::chrono::microseconds(micro));
  char fraction[24];  // 8 suffice; the compiler cannot prove micro < 10^6
  std::snprintf(fraction, sizeof fraction, ".%06lld",
                static_cast<long long>(micro < 0 ? micro + 1000000 : micro));
  text.insert(text.size() - 1, fraction);  // before the Z
  return text;
}

inline std::string now_iso_utc_micro() {
  return iso_utc_micro(std::chrono::system_clock::now());
}

}  // namespace proofreader::kit
