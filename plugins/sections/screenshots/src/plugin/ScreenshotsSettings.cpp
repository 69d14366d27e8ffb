#include "ScreenshotsSettings.hpp"

#include <Poco/NumberParser.h>

#include <stdexcept>

namespace proofreader::screenshots {

namespace {

std::uint64_t number(const sdk::HostServices& host, const std::string& key, std::uint64_t fallback,
                     std::uint64_t minimum) {
  const std::string text = host.setting(key);
  if (text.empty()) return fallback;
  Poco::UInt64 value = 0;
  if (!Poco::NumberParser::tryParseUnsigned64(text, value) || value < minimum)
    throw std::invalid_argument(key + " must be a whole number of at least " + std::to_string(minimum) +
                                ", got \"" + text + "\"");
  return value;
}

}  // namespace

ScreenshotsSettings ScreenshotsSettings::from(const sdk::HostServices& host) {
  ScreenshotsSettings s;
  s.capture.chromium = host.setting("SCREENSHOTS_CHROMIUM", s.capture.chromium);
  s.capture.scratch_directory = host.data_directory() + "/scratch";
  s.capture.policy = netrules::AddressPolicy::from_settings(
      host.setting("PROOFREADER_SSRF_ALLOW_PRIVATE", "true"), host.setting("PROOFREADER_FETCH_ALLOWLIST"));
  s.capture.time_limit = std::chrono::milliseconds(
      number(host, "SCREENSHOTS_CAPTURE_TIMEOUT_MS", s.capture.time_limit.count(), 1000));
  s.capture.memory_limit_bytes =
      number(host, "SCREENSHOTS_BROWSER_MEMORY_MB", s.capture.memory_limit_bytes >> 20, 64) << 20;
  s.upload.max_bytes = number(host, "SCREENSHOTS_UPLOAD_MAX_BYTES", s.upload.max_bytes, 1024);
  s.upload.max_side = static_cast<int>(number(host, "SCREENSHOTS_UPLOAD_MAX_SIDE", s.upload.max_side, 16));
  s.upload.max_pixels = number(host, "SCREENSHOTS_UPLOAD_MAX_PIXELS", s.upload.max_pixels, 256);
  s.captures_kept = static_cast<int>(number(host, "SCREENSHOTS_CAPTURES_KEPT", s.captures_kept, 2));
  return s;
}

}  // namespace proofreader::screenshots
