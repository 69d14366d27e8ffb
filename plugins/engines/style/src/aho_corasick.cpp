#include "aho_corasick.hpp"

#include <queue>

namespace proofreader::style {

AhoCorasick::AhoCorasick(const std::vector<std::string>& patterns) : pattern_count_(patterns.size()) {
  std::array<std::int32_t, 256> empty;
  empty.fill(-1);
  next_.push_back(empty);
  outputs_.emplace_back();
  for (std::size_t p = 0; p < patterns.size(); ++p) {
    if (patterns[p].empty()) continue;
    std::int32_t node = 0;
    for (unsigned char c : patterns[p]) {
      if (next_[node][c] < 0) {
        next_[node][c] = static_cast<std::int32_t>(next_.size());
        next_.push_back(empty);
        outputs_.emplace_back();
      }
      node = next_[node][c];
    }
    outputs_[node].push_back(static_cast<std::int32_t>(p));
  }
  // Breadth-first: turn the trie into a DFA, merging failure outputs.
  std::vector<std::int32_t> fail(next_.size(), 0);
  std::queue<std::int32_t> queue;
  for (auto& target : next_[0]) {
    if (target < 0) {
      target = 0;
    } else {
      queue.push(target);
    }
  }
  while (!queue.empty()) {
    const std::int32_t node = queue.front();
    queue.pop();
    const auto& inherited = outputs_[fail[node]];
    outputs_[node].insert(outputs_[node].end(), inherited.begin(), inherited.end());
    for (int c = 0; c < 256; ++c) {
      std::int32_t& target = next_[node][c];
      if (target < 0) {
        target = next_[fail[node]][c];
      } else {
        fail[target] = next_[fail[node]][c];
        queue.push(target);
      }
    }
  }
}

void AhoCorasick::find(std::string_view text, std::vector<bool>& found) const {
  found.assign(pattern_count_, false);
  std::int32_t node = 0;
  for (unsigned char c : text) {
    node = next_[node][c];
    for (auto p : outputs_[node]) found[p] = true;
  }
}

}  // namespace proofreader::style
