#include "Images.hpp"

#include <vips/vips8>

#include <proofreader/sdk/http.hpp>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <mutex>
#include <vector>

namespace proofreader::screenshots {
namespace {

using vips::VImage;

// The loader libvips picks for these bytes, reduced to our short names ("" when none of ours).
std::string format_of(std::string_view bytes) {
  const char* loader = vips_foreign_find_load_buffer(bytes.data(), bytes.size());
  if (!loader) return "";
  const std::string name = loader;
  if (name.find("Png") != std::string::npos) return "png";
  if (name.find("Jpeg") != std::string::npos) return "jpeg";
  if (name.find("Webp") != std::string::npos) return "webp";
  return "";
}

VImage load(std::string_view bytes) {
  start_image_library();
  if (format_of(bytes).empty())
    throw sdk::ApiError(415, "unsupported_image", "the image is not PNG, JPEG or WebP",
                        "изображение не в формате PNG, JPEG или WebP");
  try {
    return VImage::new_from_buffer(
        bytes.data(), bytes.size(), "",
        VImage::option()->set("access", VIPS_ACCESS_SEQUENTIAL)->set("fail", true));
  } catch (const vips::VError& e) {
    throw sdk::ApiError(415, "unsupported_image", std::string("the image cannot be read: ") + e.what(),
                        "изображение не читается");
  }
}

// 8-bit sRGB with an alpha band, decoded into memory.
VImage rgba(VImage image) {
  image = image.colourspace(VIPS_INTERPRETATION_sRGB).cast(VIPS_FORMAT_UCHAR);
  if (image.bands() == 3) image = image.bandjoin_const({255});
  return image.copy_memory();
}

std::vector<double> ink_of(const std::string& hex, double alpha = 255) {
  std::string h = hex.substr(1);
  if (h.size() == 3) h = {h[0], h[0], h[1], h[1], h[2], h[2]};
  const long v = std::strtol(h.c_str(), nullptr, 16);
  return {double((v >> 16) & 0xFF), double((v >> 8) & 0xFF), double(v & 0xFF), alpha};
}

VImage with_blur_regions(VImage image, const ScreenshotTemplate& t) {
  for (const Region& r : t.blur_regions) {
    const int left = int(r.x * image.width()), top = int(r.y * image.height());
    const int width = std::min(image.width() - left, int(std::ceil(r.width * image.width())));
    const int height = std::min(image.height() - top, int(std::ceil(r.height * image.height())));
    if (width < 1 || height < 1) continue;
    const VImage blurred = image.extract_area(left, top, width, height).gaussblur(12).cast(VIPS_FORMAT_UCHAR);
    image = image.insert(blurred, left, top);
  }
  return image;
}

VImage with_callouts(VImage image, const ScreenshotTemplate& t) {
  if (t.callouts.empty()) return image;
  image = image.copy_memory();
  const int radius = std::clamp(image.width() / 60, 10, 28);
  for (std::size_t i = 0; i < t.callouts.size(); ++i) {
    const int cx =
        std::clamp(int(t.callouts[i].x * image.width()), radius, std::max(radius, image.width() - radius));
    const int cy =
        std::clamp(int(t.callouts[i].y * image.height()), radius, std::max(radius, image.height() - radius));
    image.draw_circle({255, 255, 255, 255}, cx, cy, radius + 2, VImage::option()->set("fill", true));
    image.draw_circle({209, 36, 47, 255}, cx, cy, radius, VImage::option()->set("fill", true));
    const VImage digits = VImage::text(std::to_string(i + 1).c_str(),
                                       VImage::option()->set("font", "sans bold")->set("height", radius));
    const int left = cx - digits.width() / 2, top = cy - digits.height() / 2;
    if (left < 0 || top < 0 || left + digits.width() > image.width() ||
        top + digits.height() > image.height())
      continue;
    const VImage under = image.extract_area(left, top, digits.width(), digits.height());
    const VImage written = digits.ifthenelse(std::vector<double>{255, 255, 255, 255}, under,
                                             VImage::option()->set("blend", true));
    image = image.insert(written.cast(VIPS_FORMAT_UCHAR), left, top).copy_memory();
  }
  return image;
}

VImage with_frame(VImage image, const Frame& frame) {
  const int bw = frame.border_width;
  if (bw > 0) {
    image = image.embed(bw, bw, image.width() + 2 * bw, image.height() + 2 * bw,
                        VImage::option()
                            ->set("extend", VIPS_EXTEND_BACKGROUND)
                            ->set("background", ink_of(frame.border_color)));
  }
  if (frame.corner_radius > 0) {
    // An opaque mask with each corner cut to a quarter disc.
    const int r = std::min({frame.corner_radius, image.width() / 2, image.height() / 2});
    VImage mask = (VImage::black(image.width(), image.height()) + 255).cast(VIPS_FORMAT_UCHAR).copy_memory();
    for (const auto& [cx, cy] : {std::pair{r, r},
                                 {image.width() - 1 - r, r},
                                 {r, image.height() - 1 - r},
                                 {image.width() - 1 - r, image.height() - 1 - r}}) {
      mask.draw_rect({0}, cx < image.width() / 2 ? 0 : cx, cy < image.height() / 2 ? 0 : cy, r + 1, r + 1,
                     VImage::option()->set("fill", true));
      mask.draw_circle({255}, cx, cy, r, VImage::option()->set("fill", true));
    }
    const VImage alpha = (image.extract_band(3) * mask / 255).cast(VIPS_FORMAT_UCHAR);
    image = image.extract_band(0, VImage::option()->set("n", 3)).bandjoin(alpha);
  }
  if (frame.shadow) {
    const int margin = 16, drop = 4;
    const int width = image.width() + 2 * margin, height = image.height() + 2 * margin;
    const VImage shade =
        (image.extract_band(3).embed(margin, margin + drop, width, height).gaussblur(6) * 0.35)
            .cast(VIPS_FORMAT_UCHAR);
    const auto srgb = VImage::option()->set("interpretation", VIPS_INTERPRETATION_sRGB);
    const VImage shadow =
        VImage::black(width, height, VImage::option()->set("bands", 3)).bandjoin(shade).copy(srgb);
    const VImage placed = image.embed(margin, margin, width, height)
                              .copy(VImage::option()->set("interpretation", VIPS_INTERPRETATION_sRGB));
    image = shadow.composite2(placed, VIPS_BLEND_MODE_OVER).cast(VIPS_FORMAT_UCHAR);
  }
  // Band joins leave the interpretation "multiband"; the savers need to know it is sRGB.
  return image.copy(VImage::option()->set("interpretation", VIPS_INTERPRETATION_sRGB));
}

std::string encoded(const VImage& image, const std::string& format) {
  VipsBlob* blob = format == "webp" ? image.webpsave_buffer(VImage::option()->set("Q", 90))
                                    : image.pngsave_buffer(VImage::option()->set("compression", 6));
  std::size_t size = 0;
  const void* data = vips_blob_get(blob, &size);
  std::string out(static_cast<const char*>(data), size);
  vips_area_unref(VIPS_AREA(blob));
  return out;
}

}  // namespace

void start_image_library() {
  static std::once_flag started;
  std::call_once(started, [] {
    if (VIPS_INIT("proofreader-screenshots") != 0) throw std::runtime_error("libvips did not start");
    vips_cache_set_max(0);           // no operation cache: every call works on its own request's bytes
    vips_block_untrusted_set(TRUE);  // loaders not meant for untrusted input stay off
  });
}

ImageInfo image_info(std::string_view bytes) {
  const VImage image = load(bytes);
  return {image.width(), image.height(), format_of(bytes)};
}

ImageInfo checked_upload(std::string_view bytes, const UploadLimits& limits) {
  if (bytes.size() > limits.max_bytes)
    throw sdk::ApiError(413, "image_too_large",
                        "the image is larger than " + std::to_string(limits.max_bytes) + " bytes",
                        "изображение больше " + std::to_string(limits.max_bytes) + " байт");
  const ImageInfo info = image_info(bytes);
  if (info.format != "png" && info.format != "jpeg")
    throw sdk::ApiError(415, "unsupported_image", "upload a PNG or JPEG image",
                        "загрузите изображение PNG или JPEG");
  if (info.width > limits.max_side || info.height > limits.max_side ||
      std::uint64_t(info.width) * std::uint64_t(info.height) > limits.max_pixels) {
    const std::string size = std::to_string(info.width) + "×" + std::to_string(info.height);
    throw sdk::ApiError(422, "image_too_large",
                        "the image is " + size + " pixels; at most " + std::to_string(limits.max_side) +
                            " a side and " + std::to_string(limits.max_pixels) + " pixels",
                        "изображение " + size + " пикселей; допустимо не больше " +
                            std::to_string(limits.max_side) + " по стороне и " +
                            std::to_string(limits.max_pixels) + " пикселей");
  }
  return info;
}

Pixel pixel_at(std::string_view encoded_image, int x, int y) {
  const std::vector<double> p = rgba(load(encoded_image)).getpoint(x, y);
  return {int(p[0]), int(p[1]), int(p[2]), int(p[3])};
}

std::string finish_image(std::string_view encoded_image, const ScreenshotTemplate& t) {
  try {
    VImage image = rgba(load(encoded_image));
    if (t.max_width > 0 && image.width() > t.max_width)
      image = rgba(image.resize(double(t.max_width) / image.width()));
    image = with_blur_regions(image, t);
    image = with_callouts(image, t);
    image = with_frame(image, t.frame);
    return encoded(image, t.format);
  } catch (const vips::VError& e) {
    throw sdk::ApiError(422, "image_failed", std::string("the image could not be processed: ") + e.what(),
                        "изображение не удалось обработать");
  }
}

Difference compare_images(std::string_view before_bytes, std::string_view after_bytes) {
  const VImage after = rgba(load(after_bytes));
  const VImage before = rgba(load(before_bytes));
  Difference difference;
  const int width = after.width(), height = after.height();
  std::size_t size = 0;
  auto* now = static_cast<unsigned char*>(after.write_to_memory(&size));
  std::vector<unsigned char> pixels(now, now + size);
  g_free(now);

  // Changed cells of a 16-pixel grid; each connected group of cells is one outlined region.
  constexpr int cell = 16, tolerance = 24;
  const int columns = (width + cell - 1) / cell, rows = (height + cell - 1) / cell;
  std::vector<char> changed_cell(std::size_t(columns) * rows, 0);
  if (before.width() != width || before.height() != height) {
    difference.changed_share = 1;
    std::fill(changed_cell.begin(), changed_cell.end(), 1);
  } else {
    auto* then = static_cast<unsigned char*>(before.write_to_memory(&size));
    std::size_t changed = 0;
    for (int y = 0; y < height; ++y) {
      for (int x = 0; x < width; ++x) {
        const std::size_t at = (std::size_t(y) * width + x) * 4;
        bool moved = false;
        for (int c = 0; c < 4 && !moved; ++c)
          moved = std::abs(int(pixels[at + c]) - int(then[at + c])) > tolerance;
        if (!moved) continue;
        ++changed;
        changed_cell[std::size_t(y / cell) * columns + x / cell] = 1;
      }
    }
    g_free(then);
    difference.changed_share = double(changed) / (double(width) * height);
  }

  // The new image at 40 % over white, so the outlines stand out.
  for (std::size_t at = 0; at < pixels.size(); at += 4)
    for (int c = 0; c < 3; ++c) pixels[at + c] = static_cast<unsigned char>(153 + pixels[at + c] * 0.4);
  const auto outline = [&](int x0, int y0, int x1, int y1) {
    for (int thickness = 0; thickness < 3; ++thickness) {
      const int l = std::max(0, x0 - thickness), t = std::max(0, y0 - thickness);
      const int r = std::min(width - 1, x1 + thickness), b = std::min(height - 1, y1 + thickness);
      const auto paint = [&](int x, int y) {
        const std::size_t at = (std::size_t(y) * width + x) * 4;
        pixels[at] = 207, pixels[at + 1] = 34, pixels[at + 2] = 46, pixels[at + 3] = 255;
      };
      for (int x = l; x <= r; ++x) paint(x, t), paint(x, b);
      for (int y = t; y <= b; ++y) paint(l, y), paint(r, y);
    }
  };
  std::vector<char> seen(changed_cell.size(), 0);
  for (int start = 0; start < int(changed_cell.size()); ++start) {
    if (!changed_cell[start] || seen[start]) continue;
    int x0 = columns, y0 = rows, x1 = -1, y1 = -1;
    std::vector<int> stack = {start};
    seen[start] = 1;
    while (!stack.empty()) {
      const int at = stack.back();
      stack.pop_back();
      const int cx = at % columns, cy = at / columns;
      x0 = std::min(x0, cx), y0 = std::min(y0, cy), x1 = std::max(x1, cx), y1 = std::max(y1, cy);
      for (const auto& [dx, dy] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
        const int nx = cx + dx, ny = cy + dy;
        if (nx < 0 || ny < 0 || nx >= columns || ny >= rows) continue;
        const int next = ny * columns + nx;
        if (changed_cell[next] && !seen[next]) seen[next] = 1, stack.push_back(next);
      }
    }
    ++difference.regions;
    outline(x0 * cell, y0 * cell, std::min(width - 1, (x1 + 1) * cell - 1),
            std::min(height - 1, (y1 + 1) * cell - 1));
  }
  const VImage diff =
      VImage::new_from_memory(pixels.data(), pixels.size(), width, height, 4, VIPS_FORMAT_UCHAR);
  difference.diff_png = encoded(diff, "png");
  return difference;
}

}  // namespace proofreader::screenshots
