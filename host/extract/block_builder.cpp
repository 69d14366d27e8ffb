#include "extract/block_builder.hpp"

#include "extract/protected_spans.hpp"

namespace proofreader::host {

bool BlockBuilder::emit(const std::string& kind, BlockText& text, int row, int column) {
  if (text.empty()) {
    discard(text);
    return false;
  }
  if (trace_) trace_->keep(text.take_origins());
  sdk::Block block;
  block.index = static_cast<int>(blocks_.size());
  block.kind = kind;
  block.protected_spans = find_protected_spans(text.text(), text.take_code_spans());
  block.text = text.take_text();
  for (const auto& heading : headings_) block.location.heading_path.push_back(heading.second);
  block.location.paragraph = paragraph_;
  block.location.table_row = row;
  block.location.table_column = column;
  blocks_.push_back(std::move(block));
  return true;
}

void BlockBuilder::discard(BlockText& text) {
  text.clear();
  if (trace_) trace_->drop();
}

void BlockBuilder::add_heading(int level, BlockText& text) {
  if (text.empty()) return discard(text);
  while (!headings_.empty() && headings_.back().first >= level) headings_.pop_back();
  ++paragraph_;
  const std::string heading_text = text.text();
  emit("heading", text, 0, 0);
  headings_.emplace_back(level, heading_text);
}

void BlockBuilder::add(const std::string& kind, BlockText& text) {
  if (text.empty()) return discard(text);
  ++paragraph_;
  emit(kind, text, 0, 0);
}

void BlockBuilder::add_cell(int row, int column, BlockText& text) {
  emit("table_cell", text, row, column);
}

}  // namespace proofreader::host
