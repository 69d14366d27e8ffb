// ScreenshotTemplate: the stored definition of one screenshot (what page,
// viewport, wait, crop, hidden and blurred parts, output, frame, callouts,
// caption and file name), and its one validation. A template holds data
// only: selectors are handed to the page as JSON strings, never as code.
// Plain values; any thread.
#pragma once

#include <Poco/JSON/Object.h>

#include <string>
#include <vector>

namespace proofreader::screenshots {

// A numbered marker drawn on the image: position as a share of the image's
// width and height (0..1), so it fits captures and uploads of any size.
struct Callout {
  double x = 0;
  double y = 0;
  std::string text;
};

// A region of an uploaded image to blur, as shares of its width and height.
struct Region {
  double x = 0;
  double y = 0;
  double width = 0;
  double height = 0;
};

struct Frame {
  int border_width = 0;  // pixels
  std::string border_color = "#d0d7de";
  bool shadow = false;
  int corner_radius = 0;  // pixels
};

struct ScreenshotTemplate {
  std::string name;
  std::string description;
  std::string url;  // empty: the template is applied to uploaded images only
  int viewport_width = 1280;
  int viewport_height = 800;
  double device_scale = 1;
  int wait_ms = 0;
  std::string wait_selector;
  std::string crop_selector;
  int padding = 0;
  std::vector<std::string> hide_selectors;
  std::vector<std::string> blur_selectors;
  std::vector<Region> blur_regions;
  std::string format = "png";  // "png" or "webp"
  int max_width = 0;           // 0: the captured width
  Frame frame;
  std::vector<Callout> callouts;
  std::string caption_pattern = "Рисунок {n} — {title}";
  std::string file_name_pattern = "{name}-{version}";
};

// Bounds every template obeys.
struct TemplateLimits {
  static constexpr int max_viewport_width = 3840;
  static constexpr int max_viewport_height = 2160;
  static constexpr double max_device_scale = 3;
  static constexpr int max_wait_ms = 30000;
  static constexpr std::size_t max_selector_length = 256;
  static constexpr std::size_t max_selectors = 32;
  static constexpr std::size_t max_callouts = 50;
};

// Reads and validates a template from a JSON object (every field optional
// except name; unknown fields refused). Throws sdk::ApiError 400
// "invalid_template" naming the field. The URL is only read here: the routes
// judge it by the host's one rule (HostServices::check_url).
ScreenshotTemplate parse_template(const Poco::JSON::Object& json);
Poco::JSON::Object::Ptr to_json(const ScreenshotTemplate& t);

// The caption for figure `n` with `title`: {n} and {title} replaced.
std::string caption_for(const ScreenshotTemplate& t, int n, const std::string& title);
// The file name of a capture: {name}, {version}, {date} replaced, reduced to
// safe characters, with the format's extension.
std::string file_name_for(const ScreenshotTemplate& t, int version, const std::string& date);

}  // namespace proofreader::screenshots
