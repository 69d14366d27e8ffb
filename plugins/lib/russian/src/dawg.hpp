// Internal: a read-only view of a dawgdic DAWG file (the format pymorphy2 and
// az use): uint32 unit count, the units, uint32 guide size, the guide. Keys
// are CP1251 bytes; a key's payloads follow a separator byte 1 and are found
// by walking the guide (completion). Does not own the bytes; thread-safe.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace proofreader::russian {

class Dawg {
 public:
  static constexpr std::uint32_t kMissing = 0xFFFFFFFFu;
  static constexpr std::uint32_t kRoot = 0;

  // Throws std::runtime_error (mentioning `name`) when the sizes in the header
  // do not fit the data.
  Dawg(const unsigned char* data, std::size_t size, std::string_view name);

  // Inline: every lookup calls it once per byte.
  std::uint32_t follow(unsigned char label, std::uint32_t index) const {
    const std::uint32_t base = unit(index);
    const std::uint32_t offset = (base >> 10) << ((base & kExtensionBit) >> 6);
    const std::uint32_t next = index ^ offset ^ label;
    if (next >= unit_count_ || (units_[next] & (kIsLeafBit | 0xFF)) != label) return kMissing;
    return next;
  }
  std::uint32_t follow(std::string_view bytes, std::uint32_t index = kRoot) const;
  bool has_value(std::uint32_t index) const { return (units_[index] & kHasLeafBit) != 0; }
  std::uint32_t value(std::uint32_t index) const;

  // Calls `emit(std::string_view)` with every key suffix that completes the
  // key at `index` (the dawgdic completer: depth-first over the guide's
  // first-child and next-sibling labels). Payload keys are a few bytes long;
  // deeper paths, which only a corrupt file has, are cut off.
  template <typename Emit>
  void complete(std::uint32_t index, const Emit& emit) const;

 private:
  static constexpr std::uint32_t kHasLeafBit = 1u << 8;
  static constexpr std::uint32_t kExtensionBit = 1u << 9;
  static constexpr std::uint32_t kIsLeafBit = 1u << 31;

  std::uint32_t unit(std::uint32_t index) const { return index < unit_count_ ? units_[index] : 0; }
  unsigned char child(std::uint32_t index) const { return index < guide_size_ ? guide_[index * 2] : 0; }
  unsigned char sibling(std::uint32_t index) const { return index < guide_size_ ? guide_[index * 2 + 1] : 0; }

  static constexpr std::size_t kMaxDepth = 32;

  const std::uint32_t* units_ = nullptr;
  std::uint32_t unit_count_ = 0;
  const unsigned char* guide_ = nullptr;
  std::uint32_t guide_size_ = 0;
};

template <typename Emit>
void Dawg::complete(std::uint32_t index, const Emit& emit) const {
  std::array<std::uint32_t, kMaxDepth + 1> stack;
  std::array<char, kMaxDepth> key;
  std::size_t depth = 0;  // stack holds depth + 1 nodes, key holds depth labels
  stack[0] = index;
  bool first = true;
  for (;;) {
    index = stack[depth];
    if (!first) {
      if (const unsigned char label = child(index); label != 0) {
        index = follow(label, index);
        if (index == kMissing || depth == kMaxDepth) return;
        key[depth++] = static_cast<char>(label);
        stack[depth] = index;
      } else {
        unsigned char next = 0;
        do {
          next = sibling(index);
          if (depth == 0) return;
          --depth;
          index = stack[depth];
          if (next != 0) {
            index = follow(next, index);
            if (index == kMissing) return;
            key[depth++] = static_cast<char>(next);
            stack[depth] = index;
          }
        } while (next == 0);
      }
    }
    first = false;
    while (!has_value(index)) {
      const unsigned char label = child(index);
      index = follow(label, index);
      if (index == kMissing || depth == kMaxDepth) return;
      key[depth++] = static_cast<char>(label);
      stack[depth] = index;
    }
    emit(std::string_view(key.data(), depth));
  }
}

}  // namespace proofreader::russian
