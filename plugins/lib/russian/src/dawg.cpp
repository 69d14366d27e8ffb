#include "dawg.hpp"

#include <cstring>
#include <stdexcept>
#include <string>

namespace proofreader::russian {
namespace {

std::uint32_t read_u32(const unsigned char* p) {
  std::uint32_t v;
  std::memcpy(&v, p, 4);  // the files are little-endian, like every host we build for
  return v;
}

}  // namespace

Dawg::Dawg(const unsigned char* data, std::size_t size, std::string_view name) {
  const auto broken = [&] { return std::runtime_error("broken DAWG file " + std::string(name)); };
  if (size < 8) throw broken();
  unit_count_ = read_u32(data);
  const std::size_t guide_header = 4 + std::size_t{unit_count_} * 4;
  if (unit_count_ == 0 || guide_header + 4 > size) throw broken();
  guide_size_ = read_u32(data + guide_header);
  if (guide_header + 4 + std::size_t{guide_size_} * 2 > size) throw broken();
  units_ = reinterpret_cast<const std::uint32_t*>(data + 4);  // mmap base is page-aligned
  guide_ = data + guide_header + 4;
}

std::uint32_t Dawg::follow(std::string_view bytes, std::uint32_t index) const {
  for (const char c : bytes) {
    index = follow(static_cast<unsigned char>(c), index);
    if (index == kMissing) return kMissing;
  }
  return index;
}

std::uint32_t Dawg::value(std::uint32_t index) const {
  const std::uint32_t base = unit(index);
  const std::uint32_t offset = (base >> 10) << ((base & kExtensionBit) >> 6);
  return unit(index ^ offset) & ~kIsLeafBit;
}

}  // namespace proofreader::russian
