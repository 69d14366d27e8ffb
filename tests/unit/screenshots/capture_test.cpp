// Captures with the real Chromium against pages of a local site reached
// through the allowlist (the host name "localhost" only): image sizes, hidden
// elements by pixel colour, unchanged and changed pages, the SSRF cases
// (a loopback image, the metadata address, a redirect to a forbidden
// address) and a page that never finishes (timeout, browser gone).
#include <catch2/catch.hpp>

#include <atomic>
#include <thread>

#include <unistd.h>

#include "BrowserProcess.hpp"
#include "Capturer.hpp"
#include "Images.hpp"
#include "TempDir.hpp"
#include "TestSite.hpp"

using namespace proofreader;
using screenshots::CaptureError;
using screenshots::pixel_at;

namespace {

constexpr const char* kBoxes = R"(<!doctype html><html><body style="margin:0;background:#ffffff">
<div id="box" style="position:absolute;left:100px;top:50px;width:200px;height:100px;background:#0000ff"></div>
<div id="secret" style="position:absolute;left:10px;top:200px;width:60px;height:40px;background:#ff0000"></div>
</body></html>)";

struct Fixture {
  test::TempDir scratch;
  test::TestSite site;
  screenshots::CaptureEnvironment environment;
  Fixture() {
    environment.scratch_directory = scratch.path();
    environment.policy = netrules::AddressPolicy(true, {"localhost"});
    environment.time_limit = std::chrono::milliseconds(30000);
  }
  screenshots::CaptureResult shoot(const screenshots::ScreenshotTemplate& t) {
    return screenshots::capture(
        t, environment, [](const std::string&, double) {}, [] { return false; });
  }
};

screenshots::ScreenshotTemplate page_template(const std::string& url) {
  screenshots::ScreenshotTemplate t;
  t.name = "test";
  t.url = url;
  t.viewport_width = 400;
  t.viewport_height = 300;
  return t;
}

bool is_red(const screenshots::Pixel& p) {
  return p.r > 200 && p.g < 60 && p.b < 60;
}
bool is_blue(const screenshots::Pixel& p) {
  return p.b > 200 && p.r < 60 && p.g < 60;
}

}  // namespace

TEST_CASE("capture: the image is the viewport times the scale, or the element box plus padding") {
  Fixture f;
  f.site.set("/boxes", test::TestSite::html(kBoxes));
  auto t = page_template(f.site.url("/boxes"));
  t.device_scale = 2;
  const auto whole = f.shoot(t);
  CHECK(whole.width == 800);
  CHECK(whole.height == 600);
  CHECK(is_blue(pixel_at(whole.png, 2 * 150, 2 * 80)));
  CHECK(is_red(pixel_at(whole.png, 2 * 30, 2 * 210)));

  t.crop_selector = "#box";
  t.padding = 10;
  const auto cropped = f.shoot(t);
  CHECK(cropped.width == 2 * (200 + 2 * 10));
  CHECK(cropped.height == 2 * (100 + 2 * 10));
  CHECK(is_blue(pixel_at(cropped.png, cropped.width / 2, cropped.height / 2)));
  const auto corner = pixel_at(cropped.png, 4, 4);  // inside the padding: the page's white
  CHECK((corner.r > 240 && corner.g > 240 && corner.b > 240));
}

TEST_CASE("capture: hidden elements are gone from the pixels, blurred ones changed") {
  Fixture f;
  f.site.set("/boxes", test::TestSite::html(kBoxes));
  auto t = page_template(f.site.url("/boxes"));
  t.hide_selectors = {"#secret"};
  const auto shot = f.shoot(t);
  const auto where_the_secret_was = pixel_at(shot.png, 30, 210);
  CHECK_FALSE(is_red(where_the_secret_was));
  CHECK(where_the_secret_was.r > 240);  // the white page shows through
  CHECK(is_blue(pixel_at(shot.png, 150, 80)));
}

TEST_CASE("capture: twice on an unchanged page is 0 % changed, then a change is seen") {
  Fixture f;
  f.site.set("/boxes", test::TestSite::html(kBoxes));
  const auto t = page_template(f.site.url("/boxes"));
  const auto first = f.shoot(t);
  const auto second = f.shoot(t);
  const auto same = screenshots::compare_images(first.png, second.png);
  CHECK(same.changed_share == 0);
  CHECK(same.regions == 0);

  std::string moved = kBoxes;
  moved.replace(moved.find("left:100px"), 10, "left:140px");
  f.site.set("/boxes", test::TestSite::html(moved));
  const auto third = f.shoot(t);
  const auto changed = screenshots::compare_images(second.png, third.png);
  CHECK(changed.changed_share > 0.05);
  CHECK(changed.changed_share < 0.5);
  // The box moved 40 px right: its old left strip and its new right strip, each one outlined region.
  CHECK(changed.regions == 2);
  CHECK(is_red(pixel_at(changed.diff_png, 96, 80)));          // the left outline, on the 16-pixel grid
  CHECK_FALSE(is_red(pixel_at(changed.diff_png, 200, 100)));  // unchanged inside: dimmed blue
  CHECK_FALSE(is_red(pixel_at(changed.diff_png, 390, 290)));
}

TEST_CASE("capture: the page's requests to forbidden addresses get nothing") {
  Fixture f;
  test::TestSite secret_site;  // stands for an internal service on the loopback
  secret_site.set("/secret",
                  test::TestSite::typed("<svg xmlns='http://www.w3.org/2000/svg'/>", "image/svg+xml"));
  secret_site.set("/secret-by-redirect",
                  test::TestSite::typed("<svg xmlns='http://www.w3.org/2000/svg'/>", "image/svg+xml"));
  f.site.set("/to-secret", test::TestSite::redirect(secret_site.loopback_url("/secret-by-redirect")));
  f.site.set("/ssrf", test::TestSite::html("<!doctype html><body>"
                                           "<img src='" +
                                           secret_site.loopback_url("/secret") +
                                           "'>"
                                           "<img src='http://169.254.169.254/latest/meta-data/'>"
                                           "<img src='" +
                                           f.site.url("/to-secret") +
                                           "'>"
                                           "<img src='http://[::1]:" +
                                           std::to_string(secret_site.port()) +
                                           "/secret'>"
                                           "</body>"));
  const auto shot = f.shoot(page_template(f.site.url("/ssrf")));
  CHECK(shot.width == 400);
  CHECK(f.site.hits("/to-secret") == 1);  // the redirect itself was served …
  CHECK(secret_site.total_hits() == 0);   // … but nothing reached the loopback service
  std::string refused;
  for (const auto& line : shot.refused) refused += line + "\n";
  CHECK(refused.find("127.0.0.1:" + std::to_string(secret_site.port())) != std::string::npos);
  CHECK(refused.find("169.254.169.254:80") != std::string::npos);
  CHECK(refused.find("link-local") != std::string::npos);
}

TEST_CASE("capture: a page address the rules refuse is never opened") {
  Fixture f;
  f.site.set("/boxes", test::TestSite::html(kBoxes));
  REQUIRE_THROWS_AS(f.shoot(page_template(f.site.loopback_url("/boxes"))), CaptureError);
  CHECK(f.site.total_hits() == 0);
}

TEST_CASE("capture: a page that never finishes times out and the browser is gone") {
  Fixture f;
  f.site.set("/slow", test::TestSite::never_finishing("<!doctype html><body>loading"));
  f.environment.time_limit = std::chrono::milliseconds(4000);
  const auto started = std::chrono::steady_clock::now();
  try {
    f.shoot(page_template(f.site.url("/slow")));
    FAIL("the capture should time out");
  } catch (const CaptureError& e) {
    CHECK(std::string(e.what()).find("4 s") != std::string::npos);
  }
  CHECK(std::chrono::steady_clock::now() - started < std::chrono::seconds(10));
  CHECK(screenshots::BrowserProcess::descendants(::getpid()).empty());
}

TEST_CASE("capture: the browser makes no background requests, only the page's own") {
  Fixture f;
  f.site.set("/boxes", test::TestSite::html(kBoxes));
  auto t = page_template(f.site.url("/boxes"));
  t.wait_ms = 3000;  // time for update checks, safe browsing, sign-in or metrics, were any left on
  const auto result = f.shoot(t);
  const std::string origin = f.site.url("/").substr(std::string("http://").size());
  const std::string page_host = origin.substr(0, origin.find('/'));
  REQUIRE_FALSE(result.requested.empty());
  for (const auto& target : result.requested) {
    INFO(target);
    CHECK(target == page_host);
  }
  CHECK(result.refused.empty());
}

TEST_CASE("capture: a cancel stops the browser at once, in the middle of a page load") {
  Fixture f;
  f.site.set("/slow", test::TestSite::never_finishing("<!doctype html><body>loading"));
  std::atomic<bool> cancel{false};
  std::thread canceller([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(1500));  // the browser is up and loading by then
    cancel = true;
  });
  const auto started = std::chrono::steady_clock::now();
  try {
    screenshots::capture(
        page_template(f.site.url("/slow")), f.environment, [](const std::string&, double) {},
        [&] { return cancel.load(); });
    FAIL("the capture should be cancelled");
  } catch (const CaptureError& e) {
    CHECK(std::string(e.what()) == "cancelled");
    CHECK(e.ru() == "отменено");
  }
  canceller.join();
  // The page never loads and the time limit is 30 s: only the cancel can end it this soon.
  CHECK(std::chrono::steady_clock::now() - started < std::chrono::seconds(6));
  CHECK(screenshots::BrowserProcess::descendants(::getpid()).empty());
}

TEST_CASE("capture: without Chromium the error says so") {
  Fixture f;
  f.site.set("/boxes", test::TestSite::html(kBoxes));
  f.environment.chromium = "/nonexistent/chromium";
  try {
    f.shoot(page_template(f.site.url("/boxes")));
    FAIL("a capture without a browser");
  } catch (const CaptureError& e) {
    CHECK(std::string(e.what()).find("not installed") != std::string::npos);
  }
}
