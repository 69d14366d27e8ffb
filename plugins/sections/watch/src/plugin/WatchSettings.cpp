#include "WatchSettings.hpp"

namespace proofreader::watch {

WatchSettings WatchSettings::from(const sdk::HostServices& host) {
  WatchSettings s;
  s.daily_at = parse_daily_at(host.setting("WATCH_DAILY_AT", "03:00"));
  s.snapshots_kept = static_cast<int>(sdk::number_setting(host, "WATCH_SNAPSHOTS_KEPT", s.snapshots_kept, 2));
  s.host_concurrency =
      static_cast<int>(sdk::number_setting(host, "WATCH_HOST_CONCURRENCY", s.host_concurrency, 1));
  s.host_delay_ms = static_cast<int>(sdk::number_setting(host, "WATCH_HOST_DELAY_MS", s.host_delay_ms, 0));
  s.run_parallel = static_cast<int>(sdk::number_setting(host, "WATCH_RUN_PARALLEL", s.run_parallel, 1));
  s.fetch_timeout_ms =
      static_cast<int>(sdk::number_setting(host, "WATCH_FETCH_TIMEOUT_MS", s.fetch_timeout_ms, 100));
  s.test_clock_start = host.setting("WATCH_TEST_CLOCK_START");
  s.fetch_allowlist = host.setting("PROOFREADER_FETCH_ALLOWLIST");
  return s;
}

}  // namespace proofreader::watch
