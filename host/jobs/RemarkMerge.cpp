#include "jobs/RemarkMerge.hpp"

#include <algorithm>
#include <optional>
#include <tuple>

namespace proofreader::host {

namespace {

// The byte length of the first `count` code points of UTF-8 `text` (all of it if shorter).
std::size_t bytes_of(const std::string& text, int count) {
  std::size_t i = 0;
  for (; i < text.size() && count > 0; --count) {
    ++i;
    while (i < text.size() && (static_cast<unsigned char>(text[i]) & 0xC0) == 0x80) ++i;
  }
  return i;
}

// `from`'s suggestion rewritten as a replacement of `to`'s fragment, when one
// span holds the other: a suggestion replaces its own remark's fragment, so
// " ," → "," (grammar server) is "" for the style engine's " " before that comma.
// None when the text outside the inner span is not kept by the suggestion.
std::optional<std::string> rebase_suggestion(const sdk::Remark& from, const std::string& suggestion,
                                             const sdk::Remark& to) {
  const int from_end = from.offset + from.length, to_end = to.offset + to.length;
  if (to.offset >= from.offset && to_end <= from_end) {
    const std::string& f = from.fragment;
    const auto head = bytes_of(f, to.offset - from.offset);
    const auto tail = f.size() - bytes_of(f, to_end - from.offset);
    if (suggestion.size() < head + tail || suggestion.compare(0, head, f, 0, head) != 0 ||
        suggestion.compare(suggestion.size() - tail, tail, f, f.size() - tail, tail) != 0)
      return std::nullopt;
    return suggestion.substr(head, suggestion.size() - head - tail);
  }
  if (from.offset >= to.offset && from_end <= to_end) {
    const std::string& f = to.fragment;
    return f.substr(0, bytes_of(f, from.offset - to.offset)) + suggestion +
           f.substr(bytes_of(f, from_end - to.offset));
  }
  return std::nullopt;
}

}  // namespace

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
    for (const auto& s : r.suggestions) {
      const auto replacement = rebase_suggestion(r, s, *duplicate);
      if (replacement && std::find(duplicate->suggestions.begin(), duplicate->suggestions.end(),
                                   *replacement) == duplicate->suggestions.end())
        duplicate->suggestions.push_back(*replacement);
    }
  }
  return merged;
}

}  // namespace proofreader::host
