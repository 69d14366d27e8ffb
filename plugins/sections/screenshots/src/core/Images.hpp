// Image work with libvips: reading an upload under bounds (dimensions,
// decoded size: a decompression bomb is refused before it is decoded),
// finishing an image after a template (resize to the maximum width, blur
// regions, numbered callouts, frame with border, rounded corners and shadow,
// PNG or WebP), and comparing two captures. Pure functions on byte strings;
// libvips is thread-safe, so any thread may call them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "ScreenshotTemplate.hpp"

namespace proofreader::screenshots {

// Starts libvips once per process (every function here calls it first).
void start_image_library();

struct Pixel {
  int r = 0, g = 0, b = 0, a = 255;
};

struct ImageInfo {
  int width = 0;
  int height = 0;
  std::string format;  // "png", "jpeg", "webp"
};

struct UploadLimits {
  std::size_t max_bytes = 20u << 20;
  int max_side = 10000;
  std::uint64_t max_pixels = 40'000'000;  // 160 MB decoded as RGBA
};

// Reads a PNG, JPEG or WebP header only (no decoding). Throws sdk::ApiError
// 415 "unsupported_image" for anything else or a broken header.
ImageInfo image_info(std::string_view bytes);
// image_info() plus the bounds: 413 "image_too_large" past max_bytes, 422
// "image_too_large" past max_side or max_pixels (checked on the header,
// before any pixel is decoded). Only PNG and JPEG are accepted as uploads.
ImageInfo checked_upload(std::string_view bytes, const UploadLimits& limits);

// One pixel of an encoded image (RGB or RGBA, 8 bits).
Pixel pixel_at(std::string_view encoded, int x, int y);

// The template's output of an image: resized to max_width, blur regions,
// numbered callouts, the frame, encoded as t.format.
std::string finish_image(std::string_view encoded, const ScreenshotTemplate& t);

struct Difference {
  double changed_share = 0;  // changed pixels / all pixels (1 when the sizes differ)
  std::string diff_png;      // the new image, dimmed, changed regions outlined in red
  int regions = 0;           // outlined rectangles
};
// Compares two captures pixel by pixel (a pixel changed when a channel moved
// by more than a small tolerance, so encoder noise is not a change).
Difference compare_images(std::string_view before, std::string_view after);

}  // namespace proofreader::screenshots
