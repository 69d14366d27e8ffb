// Internal: a read-only view of a dawgdic DAWG file (the format pymorphy2 and
// az use): uint32 unit count, the units, uint32 guide size, the guide. Keys
// are CP1251 bytes; a key's payloads follow a separator byte 1 and are found
// by walking the guide (completion). Does not own the bytes; thread-safe.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string_view>

namespace proofreader::russian {

class Dawg {
 public:
  static constexpr std::uint32_t kMissing = 0xFFFFFFFFu;
  static constexpr std::uint32_t kRoot = 0;

  // Throws std::runtime_error (mentioning `name`) when the sizes in the header
  // do not fit the data.
  Dawg(const unsigned char* data, std::size_t size, std::string_view name);

  std::uint32_t follow(unsigned char label, std::uint32_t index) const;
  std::uint32_t follow(std::string_view bytes, std::uint32_t index = kRoot) const;
  bool has_value(std::uint32_t index) const { return (units_[index] & kHasLeafBit) != 0; }
  std::uint32_t value(std::uint32_t index) const;

  // Calls `emit` with every key suffix that completes the key at `index`.
  void complete(std::uint32_t index, const std::function<void(std::string_view)>& emit) const;

 private:
  static constexpr std::uint32_t kHasLeafBit = 1u << 8;
  static constexpr std::uint32_t kExtensionBit = 1u << 9;
  static constexpr std::uint32_t kIsLeafBit = 1u << 31;

  std::uint32_t unit(std::uint32_t index) const { return index < unit_count_ ? units_[index] : 0; }
  unsigned char child(std::uint32_t index) const { return index < guide_size_ ? guide_[index * 2] : 0; }
  unsigned char sibling(std::uint32_t index) const { return index < guide_size_ ? guide_[index * 2 + 1] : 0; }

  const std::uint32_t* units_ = nullptr;
  std::uint32_t unit_count_ = 0;
  const unsigned char* guide_ = nullptr;
  std::uint32_t guide_size_ = 0;
};

}  // namespace proofreader::russian
