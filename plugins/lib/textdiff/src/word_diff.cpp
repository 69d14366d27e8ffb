#include <proofreader/russian/tokenizer.hpp>
#include <proofreader/textdiff/textdiff.hpp>

#include "lcs.hpp"

namespace proofreader::textdiff {

namespace {

std::vector<std::string> token_texts(std::string_view text) {
  std::vector<std::string> out;
  for (auto& token : russian::tokenize(text).tokens) out.push_back(std::move(token.text));
  return out;
}

void append(std::vector<WordOp>& ops, WordOp::Kind kind, const std::string& text) {
  if (!ops.empty() && ops.back().kind == kind)
    ops.back().text += text;
  else
    ops.push_back({kind, text});
}

}  // namespace

std::vector<WordOp> diff_words(std::string_view from, std::string_view to) {
  const auto a = token_texts(from), b = token_texts(to);
  std::vector<WordOp> ops;
  int i = 0, j = 0;
  for (auto [ai, bj] : longest_common_subsequence(a, b)) {
    for (; i < ai; ++i) append(ops, WordOp::Kind::removed, a[i]);
    for (; j < bj; ++j) append(ops, WordOp::Kind::added, b[j]);
    append(ops, WordOp::Kind::equal, a[i]);
    ++i, ++j;
  }
  for (; i < static_cast<int>(a.size()); ++i) append(ops, WordOp::Kind::removed, a[i]);
  for (; j < static_cast<int>(b.size()); ++j) append(ops, WordOp::Kind::added, b[j]);
  return ops;
}

std::string_view to_string(WordOp::Kind kind) {
  switch (kind) {
    case WordOp::Kind::equal:
      return "equal";
    case WordOp::Kind::removed:
      return "removed";
    case WordOp::Kind::added:
      return "added";
  }
  return "equal";
}

}  // namespace proofreader::textdiff
