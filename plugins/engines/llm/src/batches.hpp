// Batches: the document's text grouped for one model call each, in order,
// so that a batch's text stays under a size budget. A block over the budget
// is cut into pieces at sentence boundaries (a sentence over the budget at a
// space, or at a character), so even a 1 MB paragraph never goes as one
// request. Empty blocks are left out.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

#include <proofreader/sdk/types.hpp>

namespace proofreader::llm {

// A whole block, or a run of its sentences when the block is over the budget.
struct Piece {
  const sdk::Block* block = nullptr;
  std::size_t begin = 0;  // bytes into block->text
  std::size_t end = 0;
  int offset = 0;  // code points from the start of the block to `begin`
  int length = 0;  // code points

  std::string_view text() const { return std::string_view(block->text).substr(begin, end - begin); }
};

using Batch = std::vector<Piece>;

// Pointers into `document`, which must outlive the batches. Every piece has
// at most `max_bytes` bytes; a batch's pieces together too.
std::vector<Batch> make_batches(const sdk::Document& document, std::size_t max_bytes);

}  // namespace proofreader::llm
