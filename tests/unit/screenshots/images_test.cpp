// Rendering after a template, checked by pixels: resize, frame (border,
// rounded corners, shadow), blur regions, numbered callouts, WebP output;
// uploads bounded before decoding (a decompression bomb is a clear 4xx).
#include <catch2/catch.hpp>

#include <proofreader/sdk/http.hpp>

#include "Images.hpp"
#include "image_fixtures.hpp"

using namespace proofreader;
using screenshots::pixel_at;

TEST_CASE("render: resize, border colour, rounded corners and a WebP output") {
  const std::string input = test::two_halves_png(400, 200);
  screenshots::ScreenshotTemplate t;
  t.max_width = 200;
  t.frame.border_width = 4;
  t.frame.border_color = "#00ff00";
  const std::string framed = screenshots::finish_image(input, t);
  const auto info = screenshots::image_info(framed);
  CHECK(info.width == 200 + 8);
  CHECK(info.height == 100 + 8);
  const auto border = pixel_at(framed, 1, 50);
  CHECK((border.r == 0 && border.g == 255 && border.b == 0));
  CHECK(pixel_at(framed, 20, 50).r == 0);     // the black half
  CHECK(pixel_at(framed, 180, 50).r == 255);  // the white half

  t.frame.corner_radius = 12;
  t.format = "webp";
  const std::string rounded = screenshots::finish_image(input, t);
  CHECK(screenshots::image_info(rounded).format == "webp");
  CHECK(pixel_at(rounded, 0, 0).a < 30);     // cut away at the corner
  CHECK(pixel_at(rounded, 100, 1).a > 220);  // the border's straight edge stays

  t.format = "png";
  t.frame.shadow = true;
  const std::string shadowed = screenshots::finish_image(input, t);
  CHECK(screenshots::image_info(shadowed).width == 208 + 32);
  CHECK(pixel_at(shadowed, 120, 16 + 108 + 4).a > 0);  // the shadow below the frame
  CHECK(pixel_at(shadowed, 1, 1).a == 0);
}

TEST_CASE("render: blur regions soften the edge inside them only — callouts are drawn where asked") {
  const std::string input = test::two_halves_png(400, 200);
  screenshots::ScreenshotTemplate t;
  t.blur_regions = {{0.25, 0, 0.5, 0.5}};  // the top middle, across the black/white edge
  t.callouts = {{0.5, 0.75, "Граница"}};
  const std::string out = screenshots::finish_image(input, t);
  const auto blurred = pixel_at(out, 198, 50);
  CHECK(blurred.r > 40);  // was black, now grey from the white half
  CHECK(blurred.r < 215);
  CHECK(pixel_at(out, 198, 120).r == 0);  // the same column outside the region: still black
  // The callout: a red disc centred at (200, 150), white digit in the middle.
  const auto disc = pixel_at(out, 200 + 7, 150 + 7);
  CHECK((disc.r > 180 && disc.g < 80 && disc.b < 80));
}

TEST_CASE("render: uploads are bounded before decoding") {
  const std::string small = test::two_halves_png(64, 32);
  CHECK(screenshots::checked_upload(small, {}).format == "png");

  // A PNG that claims 60000 × 60000 pixels (a decompression bomb) is refused on its header.
  const std::string bomb = test::png_claiming(small, 60000, 60000);
  try {
    screenshots::checked_upload(bomb, {});
    FAIL("a bomb was accepted");
  } catch (const sdk::ApiError& e) {
    CHECK(e.status() == 422);
    CHECK(e.code() == "image_too_large");
    CHECK(std::string(e.what()).find("60000×60000") != std::string::npos);
  }
  screenshots::UploadLimits tight;
  tight.max_bytes = 10;
  CHECK_THROWS_MATCHES(
      screenshots::checked_upload(small, tight), sdk::ApiError,
      Catch::Predicate<sdk::ApiError>([](const sdk::ApiError& e) { return e.status() == 413; }));
  CHECK_THROWS_MATCHES(
      screenshots::checked_upload("GIF89a not really", {}), sdk::ApiError,
      Catch::Predicate<sdk::ApiError>([](const sdk::ApiError& e) { return e.status() == 415; }));
}
