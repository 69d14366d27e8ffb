// Images the screenshot tests feed in, made with libvips: a PNG with a black
// left half and a white right half, a real decompression bomb (a tiny PNG
// that decodes to a huge image), and a PNG whose header claims a size its
// data does not have. Shared by the unit and the integration tests.
#pragma once

#include <string>

namespace proofreader::test {

// RGB, the left half black, the right half white.
std::string two_halves_png(int width, int height);
// A 1-bit PNG of `width` × `height` black pixels: a few kilobytes that decode
// to width × height × 4 bytes.
std::string bomb_png(int width, int height);
// `png` with its header rewritten to claim `width` × `height` (CRC fixed).
std::string png_claiming(std::string png, int width, int height);

}  // namespace proofreader::test
