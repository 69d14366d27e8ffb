// BlockBuilder: turns what an extractor finds into sdk::Blocks, keeping the
// index, the heading path, the paragraph number and the protected spans.
//
// Location rules: `paragraph` is the 1-based number of the flow element in
// the source (a heading, paragraph or list item each count one; a whole table
// counts one and its cells share that number with their own row and column).
// `heading_path` lists the headings above a block; a heading's own path holds
// its parents only.
// Not thread-safe; one per extraction.
#pragma once

#include <proofreader/sdk/types.hpp>

#include <string>
#include <utility>
#include <vector>

#include "extract/block_text.hpp"
#include "extract/source_trace.hpp"

namespace proofreader::host {

class BlockBuilder {
 public:
  // Emits a heading of `level` (1 = top) and makes it the current section.
  void add_heading(int level, BlockText& text);
  // Emits a block of `kind` ("paragraph", "list_item", "caption", "footnote").
  void add(const std::string& kind, BlockText& text);
  // Starts a table: its cells share one paragraph number.
  void begin_table() { ++paragraph_; }
  void add_cell(int row, int column, BlockText& text);

  // Tells `trace` which blocks are emitted (the extractor traces their texts' origins).
  void trace(SourceTrace* trace) { trace_ = trace; }

  // Blocks emitted so far.
  std::size_t count() const { return blocks_.size(); }
  std::vector<sdk::Block> take_blocks() { return std::move(blocks_); }

 private:
  // Returns false (and emits nothing) when `text` is empty.
  bool emit(const std::string& kind, BlockText& text, int row, int column);
  // Drops `text` that makes no block (spaces alone must not leak into the next).
  void discard(BlockText& text);

  std::vector<sdk::Block> blocks_;
  std::vector<std::pair<int, std::string>> headings_;  // (level, text), outermost first
  int paragraph_ = 0;
  SourceTrace* trace_ = nullptr;
};

}  // namespace proofreader::host
