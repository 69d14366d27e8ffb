// SourceTrace: where each code point of a block's text stands in the source,
// for the command line's positions (path:line:col of the original file).
//
// An extractor that traces tells it, as it appends to a BlockText, which
// bytes of the decoded source each appended piece stands for; BlockBuilder
// tells it which blocks it emitted, with BlockText's origins (each code point
// of the block's text → the appended code point that produced it). Together
// they give, per emitted block, the source offset of every code point of its
// text. A piece whose characters the source spells differently (a Markdown
// escape, an HTML entity) is aligned character by character: each code point
// is placed at its next occurrence in the piece's bytes, else where the
// previous one ended.
// Not thread-safe; one per extraction.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace proofreader::host {

// Byte offsets of the starts of the lines of `text`: a line ends at LF, CRLF
// or a lone CR (as CommonMark counts them; editors count the same).
std::vector<std::size_t> line_starts(std::string_view text);

class SourceTrace {
 public:
  // The decoded source the offsets count bytes of; set by the extractor
  // before it appends anything.
  void start(std::string source) { source_ = std::move(source); }
  const std::string& source() const { return source_; }

  // `utf8` is appended next and stands for the source's bytes [from, to).
  void text(std::string_view utf8, std::size_t from, std::size_t to);
  // One code point is appended next (a break) that stands at `at`.
  void point(std::size_t at) { appended_.push_back(at); }
  // Where the last traced piece ended: the place of what has no position of its own.
  std::size_t cursor() const { return cursor_; }

  // BlockBuilder: the block now built was emitted, with these origins
  // (BlockText::take_origins), or was dropped.
  void keep(const std::vector<int>& origins);
  void drop() { appended_.clear(); }

  // Per emitted block, per code point of its text: the byte offset in source().
  std::vector<std::vector<std::size_t>> take_offsets() { return std::move(blocks_); }

 private:
  std::string source_;
  std::vector<std::size_t> appended_;  // per appended code point of the block being built
  std::vector<std::vector<std::size_t>> blocks_;
  std::size_t cursor_ = 0;
};

}  // namespace proofreader::host
