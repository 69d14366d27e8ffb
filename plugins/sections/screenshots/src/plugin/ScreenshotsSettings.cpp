#include "ScreenshotsSettings.hpp"
#include <proofreader/kit/settings.hpp>

namespace proofreader::screenshots {

ScreenshotsSettings ScreenshotsSettings::from(const sdk::HostServices& host) {
  const auto number = [&host](const char* key) { return kit::whole_number_setting(host, key); };
  ScreenshotsSettings s;
  s.capture.chromium = host.setting("SCREENSHOTS_CHROMIUM");
  s.capture.scratch_directory = host.data_directory() + "/scratch";
  const auto rules = host.fetch_rules();
  s.capture.policy =
      netrules::AddressPolicy::from_settings(rules.allow_private ? "true" : "false", rules.allowlist);
  s.capture.time_limit = std::chrono::milliseconds(number("SCREENSHOTS_CAPTURE_TIMEOUT_MS"));
  s.capture.memory_limit_bytes = number("SCREENSHOTS_BROWSER_MEMORY_MB") << 20;
  s.upload.max_bytes = number("SCREENSHOTS_UPLOAD_MAX_BYTES");
  s.upload.max_side = static_cast<int>(number("SCREENSHOTS_UPLOAD_MAX_SIDE"));
  s.upload.max_pixels = number("SCREENSHOTS_UPLOAD_MAX_PIXELS");
  s.captures_kept = static_cast<int>(number("SCREENSHOTS_CAPTURES_KEPT"));
  return s;
}

}  // namespace proofreader::screenshots
