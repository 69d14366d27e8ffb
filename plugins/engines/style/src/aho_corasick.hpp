// AhoCorasick: finds which of a set of byte strings occur in a text in one
// pass. The style engine uses it as the prefilter for its regex rules: a rule
// runs on a block only when one of its required literals is there.
//
// Built once, immutable afterwards: safe to share between threads.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace proofreader::style {

class AhoCorasick {
 public:
  explicit AhoCorasick(const std::vector<std::string>& patterns);

  // Sets found[p] = true for every pattern p that occurs in `text`.
  // `found` is resized to the number of patterns.
  void find(std::string_view text, std::vector<bool>& found) const;

  std::size_t pattern_count() const { return pattern_count_; }

 private:
  // A full transition table: the patterns are a few hundred bytes in all, and
  // one table lookup per text byte is what makes the prefilter one pass.
  std::vector<std::array<std::int32_t, 256>> next_;
  std::vector<std::vector<std::int32_t>> outputs_;  // patterns ending here (with failure outputs)
  std::size_t pattern_count_ = 0;
};

}  // namespace proofreader::style
