// SourcePositions: turns a place in an extracted block (code points of its
// text, as remarks give it) into a line and column of the original file,
// through the offsets the extractor traced (host/extract/source_trace.hpp).
// A format without lines (DOCX) gives the block's paragraph number as line
// and the place in the block's text as column; a block the trace could not
// follow (an HTML image's alt text) the start of the block before it.
// Immutable; thread-safe.
#pragma once

#include <string_view>
#include <vector>

#include "cli/CliRemark.hpp"
#include "extract/extractor.hpp"

namespace proofreader::cli {

class SourcePositions {
 public:
  // `document` must outlive this object.
  explicit SourcePositions(const host::SourcedDocument& document);

  // Where code point `offset` of block `block`'s text stands.
  SourcePosition start(int block, int offset) const;
  // Just past the `length` code points from `offset` (the fragment's end).
  SourcePosition end(int block, int offset, int length) const;

 private:
  // The position of byte `at` of `text`, whose lines start at `lines`.
  static SourcePosition locate(std::string_view text, const std::vector<std::size_t>& lines, std::size_t at);
  bool traced(int block) const;

  const host::SourcedDocument& document_;
  std::vector<std::size_t> lines_;
};

}  // namespace proofreader::cli
