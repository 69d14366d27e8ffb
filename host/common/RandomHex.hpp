// Random identifiers and tokens (session ids, state values, file names) from
// the operating system's generator, through libsodium.
#pragma once

#include <cstddef>
#include <string>

namespace proofreader::host {

// `bytes` random bytes as lower-case hex (2 * bytes characters). Thread-safe.
std::string random_hex(std::size_t bytes);

}  // namespace proofreader::host
