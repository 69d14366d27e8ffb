// The one form of a moment that the API shows and the sections store:
// ISO 8601 in UTC to the second, "2026-11-25T04:58:00Z", which sorts as text
// in time order. Any thread.
#pragma once

#include <chrono>
#include <ctime>
#include <string>

namespace proofreader::sdk {

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

}  // namespace proofreader::sdk
