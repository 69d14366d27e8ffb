// The watch section's settings: declared here for the host (sdk/settings.hpp,
// docs/configuration.md's table), read once when the section is made.
#pragma once

#include <proofreader/sdk/sdk.hpp>

#include <string>

#include "DailySchedule.hpp"

namespace proofreader::watch {

inline constexpr sdk::SettingSpec kWatchSettings[] = {
    {"WATCH_DAILY_AT", sdk::SettingType::text, "03:00",
     "Local time (HH:MM) of the daily cycle of watch groups"},
    {"WATCH_SNAPSHOTS_KEPT", sdk::SettingType::whole_number, "30", "Snapshots kept per watched page", 2},
    {"WATCH_HOST_CONCURRENCY", sdk::SettingType::whole_number, "2", "Requests to one host at a time", 1},
    {"WATCH_HOST_DELAY_MS", sdk::SettingType::whole_number, "250",
     "Pause between two request starts to one host, in milliseconds"},
    {"WATCH_RUN_PARALLEL", sdk::SettingType::whole_number, "4", "Pages of one run fetched at a time", 1},
    {"WATCH_FETCH_TIMEOUT_MS", sdk::SettingType::whole_number, "20000",
     "Time limit of one page fetch, in milliseconds", 100},
    {"WATCH_TEST_CLOCK_START", sdk::SettingType::text, "",
     "Tests only: the scheduler's clock starts at this local time (YYYY-MM-DDTHH:MM:SS)"},
};

struct WatchSettings {
  DailyAt daily_at;
  int snapshots_kept = 0;
  int host_concurrency = 0;  // requests to one host at a time
  int host_delay_ms = 0;     // between two request starts to one host
  int run_parallel = 0;      // pages of one run fetched at a time
  int fetch_timeout_ms = 0;
  std::string test_clock_start;  // DailySchedule.hpp

  // Throws std::invalid_argument naming a malformed WATCH_DAILY_AT.
  static WatchSettings from(const sdk::HostServices& host);
};

}  // namespace proofreader::watch
