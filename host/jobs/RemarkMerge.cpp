#include "jobs/RemarkMerge.hpp"

#include <algorithm>
#include <tuple>

namespace proofreader::host {

std::vector<sdk::Remark> merge_remarks(std::vector<sdk::Remark> remarks) {
  std::stable_sort(remarks.begin(), remarks.end(), [](const sdk::Remark& a, const sdk::Remark& b) {
    return std::tie(a.block, a.offset, a.length) < std::tie(b.block, b.offset, b.length);
  });
  std::vector<sdk::Remark> merged;
  for (auto& r : remarks) {
    auto duplicate = std::find_if(merged.rbegin(), merged.rend(), [&](const sdk::Remark& m) {
      return m.block == r.block && m.category == r.category && m.engine != r.engine &&
             m.offset < r.offset + std::max(r.length, 1) && r.offset < m.offset + std::max(m.length, 1);
    });
    if (duplicate == merged.rend()) {
      merged.push_back(std::move(r));
      continue;
    }
    for (auto& s : r.suggestions)
      if (std::find(duplicate->suggestions.begin(), duplicate->suggestions.end(), s) ==
          duplicate->suggestions.end())
        duplicate->suggestions.push_back(s);
  }
  return merged;
}

}  // namespace proofreader::host
