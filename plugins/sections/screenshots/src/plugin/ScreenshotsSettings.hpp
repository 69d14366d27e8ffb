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

struct ScreenshotsSettings {
  // SCREENSHOTS_CHROMIUM, SCREENSHOTS_CAPTURE_TIMEOUT_MS, SCREENSHOTS_BROWSER_MEMORY_MB and the
  // host's PROOFREADER_SSRF_ALLOW_PRIVATE / PROOFREADER_FETCH_ALLOWLIST; the
  // scratch folder is <data directory>/scratch.
  CaptureEnvironment capture;
  // SCREENSHOTS_UPLOAD_MAX_BYTES, SCREENSHOTS_UPLOAD_MAX_SIDE, SCREENSHOTS_UPLOAD_MAX_PIXELS.
  UploadLimits upload;
  int captures_kept = 20;  // SCREENSHOTS_CAPTURES_KEPT (at least 2, so a diff always has its pair)

  // Throws std::invalid_argument naming a malformed setting.
  static ScreenshotsSettings from(const sdk::HostServices& host);
};

}  // namespace proofreader::screenshots
