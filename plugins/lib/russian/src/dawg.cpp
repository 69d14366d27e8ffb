#include "dawg.hpp"

#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

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

std::uint32_t Dawg::follow(unsigned char label, std::uint32_t index) const {
  const std::uint32_t base = unit(index);
  const std::uint32_t offset = (base >> 10) << ((base & kExtensionBit) >> 6);
  const std::uint32_t next = index ^ offset ^ label;
  if (next >= unit_count_ || (units_[next] & (kIsLeafBit | 0xFF)) != label) return kMissing;
  return next;
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

// The dawgdic completer: depth-first over the guide's first-child and
// next-sibling labels, emitting the key at each node that has a value.
void Dawg::complete(std::uint32_t index, const std::function<void(std::string_view)>& emit) const {
  std::vector<std::uint32_t> stack{index};
  std::string key;
  bool first = true;
  for (;;) {
    index = stack.back();
    if (!first) {
      if (const unsigned char label = child(index); label != 0) {
        index = follow(label, index);
        if (index == kMissing) return;
        key.push_back(static_cast<char>(label));
        stack.push_back(index);
      } else {
        unsigned char next = 0;
        do {
          next = sibling(index);
          if (!key.empty()) key.pop_back();
          stack.pop_back();
          if (stack.empty()) return;
          index = stack.back();
          if (next != 0) {
            index = follow(next, index);
            if (index == kMissing) return;
            key.push_back(static_cast<char>(next));
            stack.push_back(index);
          }
        } while (next == 0);
      }
    }
    first = false;
    while (!has_value(index)) {
      const unsigned char label = child(index);
      index = follow(label, index);
      if (index == kMissing) return;
      key.push_back(static_cast<char>(label));
      stack.push_back(index);
      if (stack.size() > 256) return;  // a corrupt file must not loop forever
    }
    emit(key);
  }
}

}  // namespace proofreader::russian
