// Screenshot section figures: capture time per shot with a fresh browser
// (cold: the first start in this process; warm: the median of the next
// ones), the peak resident memory of the browser tree and of this process
// (which plays the backend: proxy, DevTools client, PNG decoding) during
// captures, and render/diff times for a 2560×1600 image.
#include <vips/vips8>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "Capturer.hpp"
#include "Images.hpp"
#include "TempDir.hpp"
#include "TestSite.hpp"

using namespace proofreader;
using Clock = std::chrono::steady_clock;

namespace {

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

std::size_t own_peak_bytes() {
  std::ifstream status("/proc/self/status");
  for (std::string line; std::getline(status, line);)
    if (line.rfind("VmHWM:", 0) == 0) return std::stoul(line.substr(6)) * 1024;
  return 0;
}

std::string photo_like_png(int width, int height) {
  screenshots::start_image_library();
  const vips::VImage noise =
      vips::VImage::gaussnoise(width, height, vips::VImage::option()->set("sigma", 40));
  const vips::VImage xyz = vips::VImage::xyz(width, height);
  const vips::VImage r = (xyz.extract_band(0) * 255 / width + noise).cast(VIPS_FORMAT_UCHAR);
  const vips::VImage g = (xyz.extract_band(1) * 255 / height + noise).cast(VIPS_FORMAT_UCHAR);
  const vips::VImage image =
      r.bandjoin({g, g}).copy(vips::VImage::option()->set("interpretation", VIPS_INTERPRETATION_sRGB));
  VipsBlob* blob = image.pngsave_buffer();
  std::size_t size = 0;
  const void* data = vips_blob_get(blob, &size);
  std::string out(static_cast<const char*>(data), size);
  vips_area_unref(VIPS_AREA(blob));
  return out;
}

}  // namespace

int main() {
  std::ifstream load("/proc/loadavg");
  std::string load_average;
  std::getline(load, load_average);
  std::printf("load average at start: %s\n", load_average.c_str());
  test::TestSite site;
  std::string page =
      "<!doctype html><html><head><style>body{font:16px sans-serif;margin:24px}"
      ".card{border:1px solid #ccc;border-radius:8px;padding:12px;margin:8px;display:inline-block;"
      "width:260px}</style></head><body><h1>Настройки</h1>";
  for (int i = 0; i < 40; ++i)
    page +=
        "<div class='card'><h3>Раздел " + std::to_string(i) + "</h3><p>Текст раздела документации.</p></div>";
  site.set("/page", test::TestSite::html(page + "</body></html>"));

  test::TempDir scratch;
  screenshots::CaptureEnvironment environment;
  environment.scratch_directory = scratch.path();
  environment.policy = netrules::AddressPolicy(true, {"localhost"});
  screenshots::ScreenshotTemplate t;
  t.name = "bench";
  t.url = site.url("/page");
  t.viewport_width = 1280;
  t.viewport_height = 800;

  std::vector<double> times;
  std::size_t browser_peak = 0;
  constexpr int kShots = 6;
  for (int i = 0; i < kShots; ++i) {
    const auto shot = screenshots::capture(
        t, environment, [](const std::string&, double) {}, [] { return false; });
    times.push_back(shot.seconds);
    browser_peak = std::max(browser_peak, shot.browser_peak_bytes);
  }
  const double cold = times.front();
  const double warm = median(std::vector<double>(times.begin() + 1, times.end()));
  std::printf("capture 1280x800 (fresh browser per shot): cold %.2f s, warm median %.2f s over %d\n", cold,
              warm, kShots - 1);
  std::printf("peak resident memory during captures: browser tree %.0f MiB, driving process %.0f MiB\n",
              browser_peak / 1048576.0, own_peak_bytes() / 1048576.0);

  const std::string big = photo_like_png(2560, 1600);
  screenshots::ScreenshotTemplate render;
  render.max_width = 1600;
  render.frame = {2, "#d0d7de", true, 8};
  render.callouts = {{0.2, 0.2, "1"}, {0.5, 0.5, "2"}, {0.8, 0.8, "3"}};
  render.blur_regions = {{0.1, 0.1, 0.2, 0.1}};
  std::vector<double> render_times, full_times, diff_times;
  screenshots::ScreenshotTemplate full;  // frame only, no resize: the whole 2560×1600 is encoded
  full.frame = render.frame;
  for (int i = 0; i < 5; ++i) {
    auto started = Clock::now();
    screenshots::finish_image(big, render);
    render_times.push_back(std::chrono::duration<double>(Clock::now() - started).count());
    started = Clock::now();
    screenshots::finish_image(big, full);
    full_times.push_back(std::chrono::duration<double>(Clock::now() - started).count());
    started = Clock::now();
    screenshots::compare_images(big, big);
    diff_times.push_back(std::chrono::duration<double>(Clock::now() - started).count());
  }
  std::printf(
      "render 2560x1600 PNG (%.1f MB): resized to 1600 + blur + 3 callouts + frame %.0f ms; "
      "frame at full size %.0f ms (medians of 5)\n",
      big.size() / 1e6, median(render_times) * 1000, median(full_times) * 1000);
  std::printf("pixel diff of two 2560x1600 captures (with the outlined PNG): %.0f ms (median of 5)\n",
              median(diff_times) * 1000);
  return 0;
}
