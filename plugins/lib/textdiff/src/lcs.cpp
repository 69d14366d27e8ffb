#include "lcs.hpp"

#include <cstdint>

namespace proofreader::textdiff {

std::vector<std::pair<int, int>> longest_common_subsequence(const std::vector<std::string>& a,
                                                            const std::vector<std::string>& b) {
  const int n = static_cast<int>(a.size()), m = static_cast<int>(b.size());
  int prefix = 0;
  while (prefix < n && prefix < m && a[prefix] == b[prefix]) ++prefix;
  int suffix = 0;
  while (suffix < n - prefix && suffix < m - prefix && a[n - 1 - suffix] == b[m - 1 - suffix]) ++suffix;

  std::vector<std::pair<int, int>> pairs;
  for (int i = 0; i < prefix; ++i) pairs.emplace_back(i, i);

  const int rows = n - prefix - suffix, cols = m - prefix - suffix;
  if (rows > 0 && cols > 0 && static_cast<std::size_t>(rows + 1) * (cols + 1) <= kMaxCells) {
    // table[i][j]: LCS length of a[prefix+i..] and b[prefix+j..]
    std::vector<std::uint32_t> table(static_cast<std::size_t>(rows + 1) * (cols + 1), 0);
    auto at = [&](int i, int j) -> std::uint32_t& {
      return table[static_cast<std::size_t>(i) * (cols + 1) + j];
    };
    for (int i = rows - 1; i >= 0; --i)
      for (int j = cols - 1; j >= 0; --j)
        at(i, j) =
            a[prefix + i] == b[prefix + j] ? at(i + 1, j + 1) + 1 : std::max(at(i + 1, j), at(i, j + 1));
    int i = 0, j = 0;
    while (i < rows && j < cols) {
      if (a[prefix + i] == b[prefix + j]) {
        pairs.emplace_back(prefix + i, prefix + j);
        ++i, ++j;
      } else if (at(i + 1, j) >= at(i, j + 1)) {
        ++i;
      } else {
        ++j;
      }
    }
  }
  for (int k = suffix; k > 0; --k) pairs.emplace_back(n - k, m - k);
  return pairs;
}

}  // namespace proofreader::textdiff
