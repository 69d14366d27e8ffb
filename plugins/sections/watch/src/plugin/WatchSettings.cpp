#include "WatchSettings.hpp"
#include <proofreader/kit/settings.hpp>

namespace proofreader::watch {

WatchSettings WatchSettings::from(const sdk::HostServices& host) {
  const auto number = [&host](const char* key) {
    return static_cast<int>(kit::whole_number_setting(host, key));
  };
  WatchSettings s;
  s.daily_at = parse_daily_at(host.setting("WATCH_DAILY_AT"));
  s.snapshots_kept = number("WATCH_SNAPSHOTS_KEPT");
  s.host_concurrency = number("WATCH_HOST_CONCURRENCY");
  s.host_delay_ms = number("WATCH_HOST_DELAY_MS");
  s.run_parallel = number("WATCH_RUN_PARALLEL");
  s.fetch_timeout_ms = number("WATCH_FETCH_TIMEOUT_MS");
  s.test_clock_start = host.setting("WATCH_TEST_CLOCK_START");
  return s;
}

}  // namespace proofreader::watch
