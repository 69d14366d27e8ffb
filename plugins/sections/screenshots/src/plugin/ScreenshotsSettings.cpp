#include "ScreenshotsSettings.hpp"

namespace proofreader::screenshots {

ScreenshotsSettings ScreenshotsSettings::from(const sdk::HostServices& host) {
  ScreenshotsSettings s;
  s.capture.chromium = host.setting("SCREENSHOTS_CHROMIUM", s.capture.chromium);
  s.capture.scratch_directory = host.data_directory() + "/scratch";
  s.capture.policy = netrules::AddressPolicy::from_settings(
      host.setting("PROOFREADER_SSRF_ALLOW_PRIVATE", "true"), host.setting("PROOFREADER_FETCH_ALLOWLIST"));
  s.capture.time_limit = std::chrono::milliseconds(
      sdk::number_setting(host, "SCREENSHOTS_CAPTURE_TIMEOUT_MS", s.capture.time_limit.count(), 1000));
  s.capture.memory_limit_bytes =
      sdk::number_setting(host, "SCREENSHOTS_BROWSER_MEMORY_MB", s.capture.memory_limit_bytes >> 20, 64)
      << 20;
  s.upload.max_bytes = sdk::number_setting(host, "SCREENSHOTS_UPLOAD_MAX_BYTES", s.upload.max_bytes, 1024);
  s.upload.max_side =
      static_cast<int>(sdk::number_setting(host, "SCREENSHOTS_UPLOAD_MAX_SIDE", s.upload.max_side, 16));
  s.upload.max_pixels = sdk::number_setting(host, "SCREENSHOTS_UPLOAD_MAX_PIXELS", s.upload.max_pixels, 256);
  s.captures_kept =
      static_cast<int>(sdk::number_setting(host, "SCREENSHOTS_CAPTURES_KEPT", s.captures_kept, 2));
  return s;
}

}  // namespace proofreader::screenshots
