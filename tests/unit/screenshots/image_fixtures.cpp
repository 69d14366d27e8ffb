#include "image_fixtures.hpp"

#include <zlib.h>
#include <vips/vips8>

#include <cstdint>

#include "Images.hpp"

namespace proofreader::test {

namespace {

std::string png_of(const vips::VImage& image, int bitdepth = 8) {
  VipsBlob* blob = image.pngsave_buffer(vips::VImage::option()->set("bitdepth", bitdepth));
  std::size_t size = 0;
  const void* data = vips_blob_get(blob, &size);
  std::string out(static_cast<const char*>(data), size);
  vips_area_unref(VIPS_AREA(blob));
  return out;
}

void put_big_endian(std::string& s, std::size_t at, std::uint32_t v) {
  for (int i = 0; i < 4; ++i) s[at + i] = char((v >> (24 - 8 * i)) & 0xFF);
}

}  // namespace

std::string two_halves_png(int width, int height) {
  screenshots::start_image_library();
  const vips::VImage x = vips::VImage::xyz(width, height).extract_band(0);
  const vips::VImage grey = (x >= width / 2).ifthenelse(255, 0).cast(VIPS_FORMAT_UCHAR);
  return png_of(grey.bandjoin({grey, grey})
                    .copy(vips::VImage::option()->set("interpretation", VIPS_INTERPRETATION_sRGB)));
}

std::string bomb_png(int width, int height) {
  screenshots::start_image_library();
  return png_of(vips::VImage::black(width, height), 1);
}

std::string png_claiming(std::string png, int width, int height) {
  put_big_endian(png, 16, static_cast<std::uint32_t>(width));
  put_big_endian(png, 20, static_cast<std::uint32_t>(height));
  put_big_endian(png, 29, std::uint32_t(crc32(0, reinterpret_cast<const Bytef*>(png.data() + 12), 17)));
  return png;
}

}  // namespace proofreader::test
