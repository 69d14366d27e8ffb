#include "document_chunks.hpp"

#include <algorithm>
#include <proofreader/kit/utf8.hpp>
#include <proofreader/russian/tokenizer.hpp>

namespace proofreader::grammar_client {

namespace {

constexpr const char* kBlockSeparator = "\n\n";  // two code points, two UTF-16 units

// UTF-16 units of each code point of UTF-8 text, and the byte where each starts.
struct Units {
  std::vector<int> units;
  std::vector<int> byte_at;
};

Units units_of(const std::string& utf8) {
  Units u;
  for (std::size_t i = 0; i < utf8.size();) {
    const auto decoded = kit::utf8::decode(utf8, i);
    u.byte_at.push_back(static_cast<int>(i));
    u.units.push_back(decoded.cp >= 0x10000 ? 2 : 1);
    i += static_cast<std::size_t>(decoded.bytes);
  }
  u.byte_at.push_back(static_cast<int>(utf8.size()));
  return u;
}

// A run of one block's text: [cp_from, cp_to).
struct Span {
  int block;
  int cp_from;
  int cp_to;
};

// Cuts a block into spans of at most max_length UTF-16 units: whole sentences
// where possible, else at the last space, else anywhere.
void cut_block(const sdk::Block& block, const Units& u, int max_length, std::vector<Span>& out) {
  const int n = static_cast<int>(u.units.size());
  std::vector<int> prefix(n + 1, 0);
  for (int i = 0; i < n; ++i) prefix[i + 1] = prefix[i] + u.units[i];
  if (prefix[n] <= max_length) {
    out.push_back({block.index, 0, n});
    return;
  }
  std::vector<int> boundaries;  // code points where a sentence starts
  for (const auto& s : russian::tokenize(block.text).sentences) boundaries.push_back(s.offset);
  boundaries.push_back(n);
  int start = 0;
  while (start < n) {
    int end = start;
    for (int b : boundaries)
      if (b > start && prefix[b] - prefix[start] <= max_length) end = b;
    if (end == start) {  // one sentence is too long: cut at a space
      end = start;
      while (end < n && prefix[end + 1] - prefix[start] <= max_length) ++end;
      for (int k = end; k > start + 1; --k)
        if (block.text[u.byte_at[k - 1]] == ' ') {
          end = k;
          break;
        }
      end = std::max(end, start + 1);
    }
    out.push_back({block.index, start, end});
    start = end;
  }
}

}  // namespace

int Chunk::code_point_at(int utf16) const {
  if (utf16 <= 0) return 0;
  if (utf16 >= static_cast<int>(utf16_to_cp.size())) return utf16_to_cp.back();
  return utf16_to_cp[utf16];
}

std::string Chunk::slice(int cp_from, int cp_to) const {
  if (cp_from < 0 || cp_to <= cp_from) return {};
  const std::size_t from = kit::utf8::byte_offset(text, static_cast<std::size_t>(cp_from));
  if (from == std::string::npos) return {};
  const std::size_t to = std::min(kit::utf8::byte_offset(text, static_cast<std::size_t>(cp_to)), text.size());
  return text.substr(from, to - from);
}

const ChunkPiece* Chunk::piece_for(int cp, int length) const {
  for (const auto& p : pieces)
    if (cp >= p.chunk_offset && cp + length <= p.chunk_offset + p.length) return &p;
  return nullptr;
}

std::vector<Chunk> split_document(const sdk::Document& document, int max_length, int first_length) {
  const int separator_units = 2;
  max_length = std::max(max_length, 16);
  int limit = first_length > 0 ? std::min(std::max(first_length, 16), max_length) : max_length;
  std::vector<Chunk> chunks;
  Chunk current;
  int current_units = 0;
  auto flush = [&] {
    if (current.pieces.empty()) return;
    const Units u = units_of(current.text);
    current.utf16_to_cp.clear();
    for (int cp = 0; cp < static_cast<int>(u.units.size()); ++cp)
      for (int k = 0; k < u.units[cp]; ++k) current.utf16_to_cp.push_back(cp);
    current.utf16_to_cp.push_back(static_cast<int>(u.units.size()));
    chunks.push_back(std::move(current));
    current = Chunk{};
    current_units = 0;
    limit = max_length;
  };
  for (const auto& block : document.blocks) {
    const Units u = units_of(block.text);
    std::vector<Span> spans;
    cut_block(block, u, max_length, spans);
    for (const auto& span : spans) {
      int units = 0;
      for (int k = span.cp_from; k < span.cp_to; ++k) units += u.units[k];
      if (!current.pieces.empty() && current_units + separator_units + units > limit) flush();
      int chunk_cp = 0;
      if (!current.pieces.empty()) {
        current.text += kBlockSeparator;
        current_units += separator_units;
        chunk_cp = current.pieces.back().chunk_offset + current.pieces.back().length + separator_units;
      }
      current.text.append(block.text, u.byte_at[span.cp_from],
                          u.byte_at[span.cp_to] - u.byte_at[span.cp_from]);
      current.pieces.push_back({span.block, span.cp_from, chunk_cp, span.cp_to - span.cp_from});
      current_units += units;
    }
  }
  flush();
  return chunks;
}

}  // namespace proofreader::grammar_client
