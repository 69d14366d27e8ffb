// The screenshots section's settings, read once from the host's configuration
// when the section is made (README, Configuration table).
#pragma once

#include <proofreader/sdk/sdk.hpp>

#include <chrono>
#include <cstddef>
#include <string>

#include "Capturer.hpp"
#include "Images.hpp"

namespace proofreader::screenshots {

inline constexpr sdk::SettingSpec kScreenshotsSettings[] = {
    {"SCREENSHOTS_CHROMIUM", sdk::SettingType::text, "/usr/bin/chromium", "The Chromium that takes captures"},
    {"SCREENSHOTS_CAPTURE_TIMEOUT_MS", sdk::SettingType::whole_number, "60000",
     "Time limit of one capture, browser start included, in milliseconds", 1000},
    {"SCREENSHOTS_BROWSER_MEMORY_MB", sdk::SettingType::whole_number, "1024",
     "Memory the capture browser's process tree may use, in MiB", 64},
    {"SCREENSHOTS_UPLOAD_MAX_BYTES", sdk::SettingType::whole_number, "20971520",
     "Largest uploaded image, in bytes", 1024},
    {"SCREENSHOTS_UPLOAD_MAX_SIDE", sdk::SettingType::whole_number, "10000",
     "Longest side of an uploaded image, in pixels", 16, 100000},
    {"SCREENSHOTS_UPLOAD_MAX_PIXELS", sdk::SettingType::whole_number, "40000000",
     "Most pixels of an uploaded image", 256},
    {"SCREENSHOTS_CAPTURES_KEPT", sdk::SettingType::whole_number, "20",
     "Captures kept per template (at least 2, so a diff always has its pair)", 2},
};

struct ScreenshotsSettings {
  // SCREENSHOTS_CHROMIUM, SCREENSHOTS_CAPTURE_TIMEOUT_MS, SCREENSHOTS_BROWSER_MEMORY_MB and the
  // host's PROOFREADER_SSRF_ALLOW_PRIVATE / PROOFREADER_FETCH_ALLOWLIST; the
  // scratch folder is <data directory>/scratch.
  CaptureEnvironment capture;
  // SCREENSHOTS_UPLOAD_MAX_BYTES, SCREENSHOTS_UPLOAD_MAX_SIDE, SCREENSHOTS_UPLOAD_MAX_PIXELS.
  UploadLimits upload;
  int captures_kept = 20;  // SCREENSHOTS_CAPTURES_KEPT

  // Throws std::invalid_argument naming a malformed setting.
  static ScreenshotsSettings from(const sdk::HostServices& host);
};

}  // namespace proofreader::screenshots
