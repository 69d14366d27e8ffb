#include "extract/markdown_extractor.hpp"

#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm.h>

#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>

#include "extract/block_builder.hpp"
#include "extract/extract_error.hpp"
#include "extract/source_trace.hpp"
#include "extract/text_decoding.hpp"

namespace proofreader::host {
namespace {

using ParserPtr = std::unique_ptr<cmark_parser, decltype(&cmark_parser_free)>;
using NodePtr = std::unique_ptr<cmark_node, decltype(&cmark_node_free)>;
using IterPtr = std::unique_ptr<cmark_iter, decltype(&cmark_iter_free)>;

NodePtr parse(const std::string& text) {
  static std::once_flag registered;
  std::call_once(registered, cmark_gfm_core_extensions_ensure_registered);
  ParserPtr parser(cmark_parser_new(CMARK_OPT_DEFAULT), &cmark_parser_free);
  for (const char* name : {"table", "strikethrough", "autolink"})
    if (cmark_syntax_extension* extension = cmark_find_syntax_extension(name))
      cmark_parser_attach_syntax_extension(parser.get(), extension);
  cmark_parser_feed(parser.get(), text.data(), text.size());
  return NodePtr(cmark_parser_finish(parser.get()), &cmark_node_free);
}

// Blanks the front matter out, keeping line ends, so that every offset of
// the rest stays what it was in the file.
void blank_front_matter(std::string& text) {
  for (const std::string_view fence : {"---", "+++"}) {
    if (text.compare(0, fence.size(), fence) != 0) continue;
    std::size_t line_end = text.find('\n');
    if (line_end == std::string::npos || text.find_first_not_of(" \t\r", fence.size()) < line_end) return;
    for (std::size_t start = line_end + 1; start < text.size();) {
      std::size_t end = text.find('\n', start);
      if (end == std::string::npos) end = text.size();
      std::string_view line(text.data() + start, end - start);
      if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
      if (line == fence || (fence == "---" && line == "...")) {
        for (std::size_t i = 0; i < end; ++i)
          if (text[i] != '\n' && text[i] != '\r') text[i] = ' ';
        return;
      }
      start = end + 1;
    }
    return;
  }
}

// The bytes a node covers, [from, to), from its source position (1-based
// line, 1-based byte column, end column inclusive); nullopt when it has none.
std::optional<std::pair<std::size_t, std::size_t>> source_range(cmark_node* node,
                                                                const std::vector<std::size_t>& lines) {
  const int start_line = cmark_node_get_start_line(node);
  const int end_line = cmark_node_get_end_line(node);
  if (start_line < 1 || end_line < start_line || static_cast<std::size_t>(end_line) > lines.size())
    return std::nullopt;
  return std::pair{lines[start_line - 1] + std::max(cmark_node_get_start_column(node), 1) - 1,
                   lines[end_line - 1] + std::max(cmark_node_get_end_column(node), 0)};
}

// Traces a piece of text appended for `node`.
void trace_literal(SourceTrace* trace, cmark_node* node, std::string_view literal,
                   const std::vector<std::size_t>& lines) {
  if (!trace) return;
  if (const auto range = source_range(node, lines))
    trace->text(literal, range->first, range->second);
  else
    trace->text(literal, trace->cursor(), trace->source().size());
}

bool parent_is(cmark_node* node, cmark_node_type type) {
  cmark_node* parent = cmark_node_parent(node);
  return parent != nullptr && cmark_node_get_type(parent) == type;
}

}  // namespace

std::vector<sdk::Block> extract_markdown(std::string_view bytes, SourceTrace* trace) {
  std::string text = decode_to_utf8(bytes);
  blank_front_matter(text);
  NodePtr document = parse(text);
  if (!document) throw bad_document("the Markdown parser failed", "Markdown-разбор не удался");

  BlockBuilder builder;
  BlockText current;
  std::vector<std::size_t> lines;
  if (trace) {
    lines = line_starts(text);
    trace->start(text);
    builder.trace(trace);
    current.trace_origins();
  }
  int row = 0;
  int column = 0;
  IterPtr iter(cmark_iter_new(document.get()), &cmark_iter_free);
  for (cmark_event_type event; (event = cmark_iter_next(iter.get())) != CMARK_EVENT_DONE;) {
    cmark_node* node = cmark_iter_get_node(iter.get());
    const cmark_node_type type = cmark_node_get_type(node);
    // The table extension's node types are not in the public headers; their names are.
    const std::string_view name = cmark_node_get_type_string(node);
    const bool entering = event == CMARK_EVENT_ENTER;
    if (type == CMARK_NODE_TEXT) {
      trace_literal(trace, node, cmark_node_get_literal(node), lines);
      current.append(cmark_node_get_literal(node));
    } else if (type == CMARK_NODE_CODE) {
      trace_literal(trace, node, cmark_node_get_literal(node), lines);
      current.append_code(cmark_node_get_literal(node));
    } else if (type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK) {
      if (trace) trace->point(trace->cursor());
      current.append_break();
    } else if (type == CMARK_NODE_HEADING && !entering) {
      builder.add_heading(cmark_node_get_heading_level(node), current);
    } else if (type == CMARK_NODE_PARAGRAPH && !entering) {
      builder.add(parent_is(node, CMARK_NODE_ITEM) ? "list_item" : "paragraph", current);
    } else if (name == "table" && entering) {
      builder.begin_table();
      row = 0;
    } else if ((name == "table_header" || name == "table_row") && entering) {
      ++row;
      column = 0;
    } else if (name == "table_cell") {
      if (entering) {
        ++column;
      } else {
        builder.add_cell(row, column, current);
      }
    }
    // Code blocks and raw HTML have no children and add no text.
  }
  return builder.take_blocks();
}

}  // namespace proofreader::host
