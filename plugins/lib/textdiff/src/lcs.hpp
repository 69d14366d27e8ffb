// Longest common subsequence of two sequences of strings: the pairs of
// indices that match, in order. Common prefix and suffix are matched first;
// the middle by dynamic programming, given up (nothing matched) past
// kMaxCells cells so a huge rewrite costs memory linear in its size.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace proofreader::textdiff {

inline constexpr std::size_t kMaxCells = 16u * 1024 * 1024;

std::vector<std::pair<int, int>> longest_common_subsequence(const std::vector<std::string>& a,
                                                            const std::vector<std::string>& b);

}  // namespace proofreader::textdiff
