#include "batches.hpp"

#include <algorithm>
#include <cctype>

#include <proofreader/kit/utf8.hpp>
#include <proofreader/russian/tokenizer.hpp>

namespace proofreader::llm {

namespace {

// Where to end a piece that starts at `begin` and may not pass `limit`: after
// the last space in that range, else at the last code point boundary (and
// after one code point at least).
std::size_t cut_point(const std::string& text, std::size_t begin, std::size_t limit) {
  for (std::size_t at = limit; at > begin + 1; --at)
    if (text[at - 1] == ' ') return at;
  std::size_t at = begin + kit::utf8::decode(text, begin).bytes;
  while (at < text.size()) {
    const std::size_t next = at + kit::utf8::decode(text, at).bytes;
    if (next > limit) break;
    at = next;
  }
  return at;
}

// Byte positions where the block is cut: each piece ends at a sentence start
// (or inside an overlong sentence) and holds at most `max_bytes`.
std::vector<std::size_t> cuts_of(const std::string& text, std::size_t max_bytes) {
  std::vector<std::size_t> starts;
  for (const auto& s : russian::tokenize(text).sentences)
    if (s.byte_offset > 0) starts.push_back(static_cast<std::size_t>(s.byte_offset));
  starts.push_back(text.size());
  std::vector<std::size_t> cuts;
  std::size_t begin = 0;
  while (begin < text.size()) {
    // The furthest sentence start that keeps the piece within the budget.
    auto fits = std::upper_bound(starts.begin(), starts.end(), begin + max_bytes);
    std::size_t end = fits == starts.begin() ? 0 : *std::prev(fits);
    if (end <= begin) end = cut_point(text, begin, std::min(begin + max_bytes, text.size()));
    cuts.push_back(end);
    begin = end;
  }
  return cuts;
}

void add_pieces(const sdk::Block& block, std::size_t max_bytes, std::vector<Piece>& pieces) {
  if (block.text.size() <= max_bytes) {
    pieces.push_back({&block, 0, block.text.size(), 0, static_cast<int>(kit::utf8::code_points(block.text))});
    return;
  }
  std::size_t begin = 0;
  int offset = 0;
  for (std::size_t end : cuts_of(block.text, max_bytes)) {
    const auto length =
        static_cast<int>(kit::utf8::code_points(std::string_view(block.text).substr(begin, end - begin)));
    pieces.push_back({&block, begin, end, offset, length});
    offset += length;
    begin = end;
  }
}

}  // namespace

std::vector<Batch> make_batches(const sdk::Document& document, std::size_t max_bytes) {
  std::vector<Piece> pieces;
  for (const auto& block : document.blocks) {
    if (std::all_of(block.text.begin(), block.text.end(),
                    [](char c) { return std::isspace(static_cast<unsigned char>(c)); }))
      continue;
    add_pieces(block, max_bytes, pieces);
  }
  std::vector<Batch> batches;
  std::size_t size = 0;
  for (const auto& piece : pieces) {
    if (batches.empty() || size + piece.text().size() > max_bytes) {
      batches.emplace_back();
      size = 0;
    }
    batches.back().push_back(piece);
    size += piece.text().size();
  }
  return batches;
}

}  // namespace proofreader::llm
