#include <proofreader/russian/tokenizer.hpp>
#include <proofreader/textdiff/textdiff.hpp>

#include <algorithm>
#include <set>

#include "lcs.hpp"

namespace proofreader::textdiff {

namespace {

std::set<std::string> word_set(const std::string& text) {
  std::set<std::string> words;
  for (const auto& token : russian::tokenize(text).tokens)
    if (token.kind != russian::Token::Kind::space && token.kind != russian::Token::Kind::punctuation)
      words.insert(russian::to_lower(token.text));
  return words;
}

// A removed and an added block are one edited block when they share at least
// half of the words of the larger one.
bool similar(const std::string& a, const std::string& b) {
  const auto wa = word_set(a), wb = word_set(b);
  if (wa.empty() || wb.empty()) return false;
  std::size_t shared = 0;
  for (const auto& w : wa) shared += wb.count(w);
  return shared * 2 >= std::max(wa.size(), wb.size());
}

// Emits a run of removed blocks [from_begin, from_end) and added blocks
// [to_begin, to_end) that lie between two equal blocks, pairing similar ones
// in order as changed blocks.
void emit_gap(std::vector<BlockOp>& ops, int from_begin, int from_end, int to_begin, int to_end,
              const std::vector<std::string>& from_texts, const std::vector<std::string>& to_texts) {
  int i = from_begin, j = to_begin;
  while (i < from_end || j < to_end) {
    if (i < from_end && j < to_end) {
      // The first added block at or after j that resembles old block i.
      int match = -1;
      for (int k = j; k < to_end && match < 0; ++k)
        if (similar(from_texts[i], to_texts[k])) match = k;
      if (match < 0) {
        ops.push_back({BlockOp::Kind::removed, i++, -1, {}});
        continue;
      }
      for (; j < match; ++j) ops.push_back({BlockOp::Kind::added, -1, j, {}});
      ops.push_back({BlockOp::Kind::changed, i, j, diff_words(from_texts[i], to_texts[j])});
      ++i, ++j;
    } else if (i < from_end) {
      ops.push_back({BlockOp::Kind::removed, i++, -1, {}});
    } else {
      ops.push_back({BlockOp::Kind::added, -1, j++, {}});
    }
  }
}

}  // namespace

std::vector<BlockOp> diff_blocks(const std::vector<std::string>& from_keys,
                                 const std::vector<std::string>& to_keys,
                                 const std::vector<std::string>& from_texts,
                                 const std::vector<std::string>& to_texts) {
  std::vector<BlockOp> ops;
  int i = 0, j = 0;
  for (auto [fi, tj] : longest_common_subsequence(from_keys, to_keys)) {
    emit_gap(ops, i, fi, j, tj, from_texts, to_texts);
    ops.push_back({BlockOp::Kind::equal, fi, tj, {}});
    i = fi + 1, j = tj + 1;
  }
  emit_gap(ops, i, static_cast<int>(from_keys.size()), j, static_cast<int>(to_keys.size()), from_texts,
           to_texts);
  return ops;
}

std::vector<BlockOp> diff_blocks(const std::vector<std::string>& from, const std::vector<std::string>& to) {
  return diff_blocks(from, to, from, to);
}

std::string_view to_string(BlockOp::Kind kind) {
  switch (kind) {
    case BlockOp::Kind::equal:
      return "equal";
    case BlockOp::Kind::removed:
      return "removed";
    case BlockOp::Kind::added:
      return "added";
    case BlockOp::Kind::changed:
      return "changed";
  }
  return "equal";
}

}  // namespace proofreader::textdiff
