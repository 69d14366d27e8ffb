#include "WatchSettings.hpp"

#include <stdexcept>

namespace proofreader::watch {

namespace {

int positive(const sdk::HostServices& host, const std::string& key, int fallback, int minimum) {
  const std::string text = host.setting(key);
  if (text.empty()) return fallback;
  std::size_t used = 0;
  int value = 0;
  try {
    value = std::stoi(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != text.size() || value < minimum)
    throw std::invalid_argument(key + " must be an integer of at least " + std::to_string(minimum) +
                                ", got \"" + text + "\"");
  return value;
}

}  // namespace

WatchSettings WatchSettings::from(const sdk::HostServices& host) {
  WatchSettings s;
  s.daily_at = parse_daily_at(host.setting("WATCH_DAILY_AT", "03:00"));
  s.snapshots_kept = positive(host, "WATCH_SNAPSHOTS_KEPT", s.snapshots_kept, 2);
  s.host_concurrency = positive(host, "WATCH_HOST_CONCURRENCY", s.host_concurrency, 1);
  s.host_delay_ms = positive(host, "WATCH_HOST_DELAY_MS", s.host_delay_ms, 0);
  s.run_parallel = positive(host, "WATCH_RUN_PARALLEL", s.run_parallel, 1);
  s.fetch_timeout_ms = positive(host, "WATCH_FETCH_TIMEOUT_MS", s.fetch_timeout_ms, 100);
  s.test_clock_start = host.setting("WATCH_TEST_CLOCK_START");
  s.fetch_allowlist = host.setting("PROOFREADER_FETCH_ALLOWLIST");
  return s;
}

}  // namespace proofreader::watch
