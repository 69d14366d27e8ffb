#include "extract/markdown_extractor.hpp"

#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm.h>

#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <utility>

#include "extract/block_builder.hpp"
#include "extract/extract_error.hpp"
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

bool parent_is(cmark_node* node, cmark_node_type type) {
  cmark_node* parent = cmark_node_parent(node);
  return parent != nullptr && cmark_node_get_type(parent) == type;
}

// The lists `item` is nested in (1 = a top-level list's item) and whether the
// innermost is numbered.
std::pair<int, bool> list_depth(cmark_node* item) {
  int depth = 0;
  bool ordered = false;
  for (cmark_node* node = cmark_node_parent(item); node != nullptr; node = cmark_node_parent(node)) {
    if (cmark_node_get_type(node) != CMARK_NODE_LIST) continue;
    if (depth++ == 0) ordered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST;
  }
  return {depth, ordered};
}

}  // namespace

std::vector<sdk::Block> extract_markdown(std::string_view bytes) {
  const std::string text = decode_to_utf8(bytes);
  NodePtr document = parse(text);
  if (!document) throw bad_document("the Markdown parser failed", "Markdown-разбор не удался");

  BlockBuilder builder;
  BlockText current;
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
      current.append(cmark_node_get_literal(node));
    } else if (type == CMARK_NODE_CODE) {
      current.append_code(cmark_node_get_literal(node));
    } else if (type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK) {
      current.append_break();
    } else if (type == CMARK_NODE_HEADING && !entering) {
      builder.add_heading(cmark_node_get_heading_level(node), current);
    } else if (type == CMARK_NODE_STRONG || type == CMARK_NODE_EMPH) {
      const auto style =
          type == CMARK_NODE_STRONG ? sdk::InlineStyle::Kind::bold : sdk::InlineStyle::Kind::italic;
      entering ? current.open_style(style) : current.close_style(style);
    } else if (type == CMARK_NODE_PARAGRAPH && !entering) {
      if (parent_is(node, CMARK_NODE_ITEM)) {
        const auto [level, ordered] = list_depth(cmark_node_parent(node));
        builder.add_list_item(level, ordered, current);
      } else {
        builder.add("paragraph", current);
      }
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
