#include "extract/utf8.hpp"

#include <proofreader/kit/utf8.hpp>

namespace proofreader::host {

bool is_valid_utf8(std::string_view bytes) {
  for (std::size_t i = 0; i < bytes.size();) {
    // Fast path over ASCII.
    if (static_cast<unsigned char>(bytes[i]) < 0x80) {
      ++i;
      continue;
    }
    const auto decoded = kit::utf8::decode(bytes, i);
    if (decoded.cp == 0xFFFD && decoded.bytes == 1) return false;
    i += static_cast<std::size_t>(decoded.bytes);
  }
  return true;
}

std::string repair_utf8(std::string_view bytes) {
  return kit::utf8::repaired(bytes);
}

}  // namespace proofreader::host
