#include "cli/SourcePositions.hpp"

#include <algorithm>

#include "extract/source_trace.hpp"

namespace proofreader::cli {

namespace {

bool continuation(char c) {
  return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
}

// Byte offset of code point `index` in `text` (its size past the end).
std::size_t byte_of(std::string_view text, int index) {
  std::size_t i = 0;
  for (int seen = 0; i < text.size(); ++i)
    if (!continuation(text[i]) && seen++ == index) return i;
  return text.size();
}

std::size_t code_point_end(std::string_view text, std::size_t at) {
  if (at >= text.size()) return text.size();
  ++at;
  while (at < text.size() && continuation(text[at])) ++at;
  return at;
}

}  // namespace

SourcePositions::SourcePositions(const host::SourcedDocument& document)
    : document_(document), lines_(host::line_starts(document.source)) {}

bool SourcePositions::traced(int block) const {
  return block >= 0 && static_cast<std::size_t>(block) < document_.offsets.size() &&
         !document_.offsets[block].empty();
}

SourcePosition SourcePositions::locate(std::string_view text, const std::vector<std::size_t>& lines,
                                       std::size_t at) {
  at = std::min(at, text.size());
  const auto line = std::upper_bound(lines.begin(), lines.end(), at) - 1;
  SourcePosition position;
  position.line = static_cast<int>(line - lines.begin()) + 1;
  position.byte_column = static_cast<int>(at - *line) + 1;
  for (std::size_t i = *line; i < at; ++i) {
    if (continuation(text[i])) continue;
    ++position.column;
    position.utf16_column += (static_cast<unsigned char>(text[i]) >= 0xF0) ? 2 : 1;
  }
  return position;
}

SourcePosition SourcePositions::start(int block, int offset) const {
  if (traced(block)) {
    const auto& offsets = document_.offsets[block];
    return locate(document_.source, lines_,
                  offsets[std::clamp(offset, 0, static_cast<int>(offsets.size()) - 1)]);
  }
  // A block the trace could not follow (an HTML image's alt text) stands
  // where the block before it, the paragraph of the image, starts.
  if (!document_.source.empty()) {
    for (int before = std::min(block, static_cast<int>(document_.offsets.size())) - 1; before >= 0; --before)
      if (traced(before)) return locate(document_.source, lines_, document_.offsets[before].front());
    return {};
  }
  const auto& blocks = document_.document.blocks;
  if (block < 0 || static_cast<std::size_t>(block) >= blocks.size()) return {};
  const std::string& text = blocks[block].text;
  SourcePosition position = locate(text, {0}, byte_of(text, offset));
  position.line = std::max(blocks[block].location.paragraph, 1);
  return position;
}

SourcePosition SourcePositions::end(int block, int offset, int length) const {
  if (length <= 0) return start(block, offset);
  if (traced(block)) {
    const auto& offsets = document_.offsets[block];
    const int last = std::clamp(offset + length - 1, 0, static_cast<int>(offsets.size()) - 1);
    return locate(document_.source, lines_, code_point_end(document_.source, offsets[last]));
  }
  return start(block, offset + length);
}

}  // namespace proofreader::cli
