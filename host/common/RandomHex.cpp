#include "common/RandomHex.hpp"

#include <sodium.h>

#include <stdexcept>
#include <vector>

namespace proofreader::host {

std::string random_hex(std::size_t bytes) {
  // sodium_init is idempotent and thread-safe; called here so no caller has to
  // know which object initialised the library first.
  if (sodium_init() < 0) throw std::runtime_error("libsodium could not be initialised");
  std::vector<unsigned char> raw(bytes);
  randombytes_buf(raw.data(), raw.size());
  std::string hex(bytes * 2 + 1, '\0');
  sodium_bin2hex(hex.data(), hex.size(), raw.data(), raw.size());
  hex.pop_back();
  return hex;
}

}  // namespace proofreader::host
