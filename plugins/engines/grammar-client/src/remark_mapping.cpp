#include "remark_mapping.hpp"

#include <algorithm>

#include <proofreader/russian/tokenizer.hpp>

namespace proofreader::grammar_client {

namespace {

constexpr std::size_t kMaxSuggestions = 5;

const sdk::Block* find_block(const sdk::Document& document, int index) {
  for (const auto& b : document.blocks)
    if (b.index == index) return &b;
  return nullptr;
}

bool touches_protected(const sdk::Block& block, int offset, int length) {
  for (const auto& span : block.protected_spans)
    if (offset < span.offset + span.length && span.offset < offset + std::max(length, 1)) return true;
  return false;
}

}  // namespace

std::string remark_category(const LtMatch& m) {
  if (m.category_id == "TYPOS" || m.issue_type == "misspelling") return "spelling";
  if (m.category_id == "PUNCTUATION" || m.issue_type == "punctuation") return "punctuation";
  if (m.category_id == "TYPOGRAPHY" || m.issue_type == "typographical" || m.issue_type == "whitespace")
    return "typography";
  return "grammar";
}

std::optional<sdk::Remark> to_remark(const LtMatch& match, const Chunk& chunk, const sdk::Document& document,
                                     const AcceptedWords& accepted) {
  const int start = chunk.code_point_at(match.offset);
  const int end = chunk.code_point_at(match.offset + match.length);
  const ChunkPiece* piece = chunk.piece_for(start, end - start);
  if (!piece) return std::nullopt;
  const sdk::Block* block = find_block(document, piece->block);
  const int offset = piece->block_offset + start - piece->chunk_offset;
  if (!block || touches_protected(*block, offset, end - start)) return std::nullopt;

  sdk::Remark r;
  r.category = remark_category(match);
  // A server that ignored acceptedWords (a real LanguageTool) still flags them.
  if (r.category == "spelling" && !accepted.empty() &&
      accepted.accepts(russian::to_lower(chunk.slice(start, end))))
    return std::nullopt;
  r.rule_id = match.rule_id;
  r.severity = r.category == "spelling"     ? sdk::Severity::error
               : r.category == "typography" ? sdk::Severity::suggestion
                                            : sdk::Severity::warning;
  r.message = match.message;
  r.block = block->index;
  r.offset = offset;
  r.length = end - start;
  for (const auto& value : match.replacements) {
    if (r.suggestions.size() == kMaxSuggestions) break;
    r.suggestions.push_back(value);
  }
  return r;
}

}  // namespace proofreader::grammar_client
