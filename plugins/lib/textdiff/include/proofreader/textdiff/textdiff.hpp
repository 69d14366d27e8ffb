// Text diff for two versions of a document given as blocks (paragraphs,
// headings, list items): which blocks stayed, went, came or changed, and for a
// changed block which words did. Pure functions, thread-safe.
//
// Blocks are compared by a key the caller chooses (e.g. the text with dates
// masked, so a changed date is no change) and shown by their text.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace proofreader::textdiff {

// One run of words (with the spaces between them) in a word-level diff.
struct WordOp {
  enum class Kind { equal, removed, added };
  Kind kind = Kind::equal;
  std::string text;
};

struct BlockOp {
  enum class Kind { equal, removed, added, changed };
  Kind kind = Kind::equal;
  int from = -1;              // index in the old blocks; -1 for an added block
  int to = -1;                // index in the new blocks; -1 for a removed block
  std::vector<WordOp> words;  // changed blocks only: old → new text, word by word
};

// The blocks of `from` turned into those of `to`, in the order of `to` (a
// removed block stands where it stood). `from_keys`/`to_keys` decide equality;
// `from_texts`/`to_texts` (same sizes) are what a changed block's word diff
// shows. A removed block followed by an added one that shares at least half
// of its words is reported as one changed block.
std::vector<BlockOp> diff_blocks(const std::vector<std::string>& from_keys,
                                 const std::vector<std::string>& to_keys,
                                 const std::vector<std::string>& from_texts,
                                 const std::vector<std::string>& to_texts);

// The same, comparing and showing the texts themselves.
std::vector<BlockOp> diff_blocks(const std::vector<std::string>& from, const std::vector<std::string>& to);

// Word-level diff of two texts (words, numbers and punctuation as units;
// spaces kept), consecutive operations of one kind merged.
std::vector<WordOp> diff_words(std::string_view from, std::string_view to);

// A unified diff (diff -u) of two texts by lines, with `context` lines
// around each change and a "\ No newline at end of file" marker where a text
// does not end in one. Empty when the texts are equal. Lines are compared
// whole, with their "\r" if any.
std::string unified_diff(std::string_view from, std::string_view to, std::string_view from_label,
                         std::string_view to_label, int context = 3);

std::string_view to_string(BlockOp::Kind kind);
std::string_view to_string(WordOp::Kind kind);

}  // namespace proofreader::textdiff
