// The watch section's settings, read once from the host's configuration when
// the section is made (README, Configuration table).
#pragma once

#include <proofreader/sdk/sdk.hpp>

#include <string>

#include "DailySchedule.hpp"

namespace proofreader::watch {

struct WatchSettings {
  DailyAt daily_at;              // WATCH_DAILY_AT, "03:00"
  int snapshots_kept = 30;       // WATCH_SNAPSHOTS_KEPT (at least 2 are kept)
  int host_concurrency = 2;      // WATCH_HOST_CONCURRENCY: requests to one host at a time
  int host_delay_ms = 250;       // WATCH_HOST_DELAY_MS: between two request starts to one host
  int run_parallel = 4;          // WATCH_RUN_PARALLEL: pages of one run fetched at a time
  int fetch_timeout_ms = 20000;  // WATCH_FETCH_TIMEOUT_MS
  std::string test_clock_start;  // WATCH_TEST_CLOCK_START (tests only; DailySchedule.hpp)
  std::string fetch_allowlist;   // PROOFREADER_FETCH_ALLOWLIST (the host's; for the save-time URL check)

  // Throws std::invalid_argument naming a malformed setting.
  static WatchSettings from(const sdk::HostServices& host);
};

}  // namespace proofreader::watch
