// DocumentChunks: a Document cut into texts short enough for one /v2/check.
//
// Blocks are joined with blank lines into chunks of at most `max_length`
// UTF-16 code units (LanguageTool's unit). A block longer than that is cut at
// sentence boundaries (the shared Russian tokenizer), and a sentence longer
// still at a space. Each chunk remembers where its pieces came from, so a
// match can be mapped back to (block, code-point offset). Immutable after
// construction; used by one check at a time.
#pragma once

#include <proofreader/sdk/types.hpp>
#include <string>
#include <vector>

namespace proofreader::grammar_client {

struct ChunkPiece {
  int block = 0;         // Block::index
  int block_offset = 0;  // code points from the start of the block's text
  int chunk_offset = 0;  // code points from the start of the chunk
  int length = 0;        // code points
};

struct Chunk {
  std::string text;  // UTF-8
  std::vector<ChunkPiece> pieces;
  std::vector<int> utf16_to_cp;  // code point index of every UTF-16 offset 0..units

  // The code-point offset in the chunk of a UTF-16 offset (clamped).
  int code_point_at(int utf16) const;
  // The chunk's text between two code-point offsets.
  std::string slice(int cp_from, int cp_to) const;
  // The piece that contains [cp, cp + length) entirely, or nullptr.
  const ChunkPiece* piece_for(int cp, int length) const;
};

// `first_length` (0: max_length) bounds the first chunk only, so that its
// answer, the job's first grammar card, comes back soon.
std::vector<Chunk> split_document(const sdk::Document& document, int max_length, int first_length = 0);

}  // namespace proofreader::grammar_client
