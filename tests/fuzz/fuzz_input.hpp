// Helpers shared by the fuzz targets: reading a structured input and
// failing loudly on a broken invariant (libFuzzer and the replay driver both
// report an abort as a crash, with the input that caused it).
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <utility>

namespace proofreader::fuzz {

// Splits an input at its first newline: the head (at most `max_head` bytes,
// e.g. a content type) and the rest. Without a newline in reach: an empty
// head and the whole input.
inline std::pair<std::string, std::string> split_head(const std::uint8_t* data, std::size_t size,
                                                      std::size_t max_head = 200) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  const auto newline = text.find('\n');
  if (newline == std::string::npos || newline > max_head) return {"", text};
  return {text.substr(0, newline), text.substr(newline + 1)};
}

// Aborts with `what` when `condition` is false.
inline void require(bool condition, const std::string& what) {
  if (condition) return;
  std::fprintf(stderr, "fuzz invariant broken: %s\n", what.c_str());
  std::abort();
}

}  // namespace proofreader::fuzz
