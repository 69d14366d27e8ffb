#include "extract/html_extractor.hpp"

#include <gumbo.h>

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "extract/block_builder.hpp"
#include "extract/extract_error.hpp"
#include "extract/html_nesting.hpp"
#include "extract/source_trace.hpp"
#include "extract/text_decoding.hpp"

namespace proofreader::host {
namespace {

bool is_skipped(GumboTag tag) {
  switch (tag) {
    case GUMBO_TAG_SCRIPT:
    case GUMBO_TAG_STYLE:
    case GUMBO_TAG_NAV:
    case GUMBO_TAG_PRE:
    case GUMBO_TAG_NOSCRIPT:
    case GUMBO_TAG_TEMPLATE:
    case GUMBO_TAG_HEAD:
    case GUMBO_TAG_SVG:
    case GUMBO_TAG_MATH:
    case GUMBO_TAG_IFRAME:
    case GUMBO_TAG_OBJECT:
    case GUMBO_TAG_SELECT:
    case GUMBO_TAG_TEXTAREA:
    case GUMBO_TAG_CANVAS:
    case GUMBO_TAG_AUDIO:
    case GUMBO_TAG_VIDEO:
      return true;
    default:
      return false;
  }
}

bool is_inline_code(GumboTag tag) {
  return tag == GUMBO_TAG_CODE || tag == GUMBO_TAG_KBD || tag == GUMBO_TAG_SAMP || tag == GUMBO_TAG_TT;
}

// Elements that end the text before them and start a new block.
bool is_block_boundary(GumboTag tag) {
  switch (tag) {
    case GUMBO_TAG_ADDRESS:
    case GUMBO_TAG_ARTICLE:
    case GUMBO_TAG_ASIDE:
    case GUMBO_TAG_BLOCKQUOTE:
    case GUMBO_TAG_BODY:
    case GUMBO_TAG_DD:
    case GUMBO_TAG_DETAILS:
    case GUMBO_TAG_DIV:
    case GUMBO_TAG_DL:
    case GUMBO_TAG_DT:
    case GUMBO_TAG_FIELDSET:
    case GUMBO_TAG_FIGURE:
    case GUMBO_TAG_FOOTER:
    case GUMBO_TAG_FORM:
    case GUMBO_TAG_HEADER:
    case GUMBO_TAG_HGROUP:
    case GUMBO_TAG_HR:
    case GUMBO_TAG_MAIN:
    case GUMBO_TAG_MENU:
    case GUMBO_TAG_OL:
    case GUMBO_TAG_SECTION:
    case GUMBO_TAG_SUMMARY:
    case GUMBO_TAG_TABLE:
    case GUMBO_TAG_TBODY:
    case GUMBO_TAG_THEAD:
    case GUMBO_TAG_TFOOT:
    case GUMBO_TAG_TR:
    case GUMBO_TAG_UL:
    case GUMBO_TAG_LEGEND:
    case GUMBO_TAG_CENTER:
    case GUMBO_TAG_P:
    case GUMBO_TAG_LI:
    case GUMBO_TAG_TD:
    case GUMBO_TAG_TH:
    case GUMBO_TAG_CAPTION:
    case GUMBO_TAG_FIGCAPTION:
    case GUMBO_TAG_H1:
    case GUMBO_TAG_H2:
    case GUMBO_TAG_H3:
    case GUMBO_TAG_H4:
    case GUMBO_TAG_H5:
    case GUMBO_TAG_H6:
      return true;
    default:
      return false;
  }
}

int heading_level(GumboTag tag) {
  switch (tag) {
    case GUMBO_TAG_H1:
      return 1;
    case GUMBO_TAG_H2:
      return 2;
    case GUMBO_TAG_H3:
      return 3;
    case GUMBO_TAG_H4:
      return 4;
    case GUMBO_TAG_H5:
      return 5;
    case GUMBO_TAG_H6:
      return 6;
    default:
      return 0;
  }
}

bool is_text(const GumboNode* node) {
  return node->type == GUMBO_NODE_TEXT || node->type == GUMBO_NODE_WHITESPACE ||
         node->type == GUMBO_NODE_CDATA;
}

const GumboVector& children_of(const GumboNode* node) {
  return node->type == GUMBO_NODE_DOCUMENT ? node->v.document.children : node->v.element.children;
}

// Text of a subtree (inline code), gathered without recursion.
std::string subtree_text(const GumboNode* root) {
  std::string text;
  std::vector<const GumboNode*> pending{root};
  while (!pending.empty()) {
    const GumboNode* node = pending.back();
    pending.pop_back();
    if (is_text(node)) {
      text += node->v.text.text;
    } else if (node->type == GUMBO_NODE_ELEMENT) {
      const GumboVector& children = node->v.element.children;
      for (unsigned i = children.length; i-- > 0;)
        pending.push_back(static_cast<const GumboNode*>(children.data[i]));
    }
  }
  return text;
}

// What text found at a point of the tree becomes.
struct Context {
  std::string kind = "paragraph";
  int heading_level = 0;
  int row = 0;
  int column = 0;
};

struct TablePosition {
  int row = 0;
  int column = 0;
};

class HtmlWalker {
 public:
  // With `trace`, the text of `html` (which the tree was parsed from) is traced to its bytes.
  HtmlWalker(const std::string& html, SourceTrace* trace) : html_(html), trace_(trace) {
    if (!trace_) return;
    builder_.trace(trace_);
    current_.trace_origins();
  }

  std::vector<sdk::Block> walk(const GumboNode* root, std::size_t max_depth) {
    struct Frame {
      const GumboNode* node;
      unsigned next = 0;
    };
    std::vector<Frame> stack{{root}};
    while (!stack.empty()) {
      Frame& frame = stack.back();
      const GumboVector& children = children_of(frame.node);
      if (frame.next < children.length) {
        const auto* child = static_cast<const GumboNode*>(children.data[frame.next++]);
        if (is_text(child)) {
          trace(child->v.text.text, child->v.text.original_text.data, child->v.text.original_text.length);
          current_.append(child->v.text.text);
        } else if (child->type == GUMBO_NODE_ELEMENT && stack.size() < max_depth && enter(child)) {
          stack.push_back({child});
        }
        continue;
      }
      if (frame.node->type == GUMBO_NODE_ELEMENT) leave(frame.node);
      stack.pop_back();
    }
    flush();
    return builder_.take_blocks();
  }

 private:
  // Returns true when the element's children are to be walked.
  bool enter(const GumboNode* node) {
    const GumboElement& element = node->v.element;
    const GumboTag tag = element.tag;
    if (is_skipped(tag)) return false;
    if (is_inline_code(tag)) {
      const std::string code = subtree_text(node);
      // From the end of the start tag to the end of the element.
      const char* inside =
          element.original_tag.data ? element.original_tag.data + element.original_tag.length : nullptr;
      trace(code, inside, inside ? html_.data() + element.end_pos.offset - inside : 0);
      current_.append_code(code);
      return false;
    }
    if (tag == GUMBO_TAG_BR) {
      if (trace_) trace_->point(trace_->cursor());
      current_.append_break();
      return false;
    }
    if (tag == GUMBO_TAG_IMG) {
      if (const GumboAttribute* alt = gumbo_get_attribute(&element.attributes, "alt")) {
        BlockText text;
        text.append(alt->value);
        if (!text.empty()) pending_alts_.push_back(std::move(text));
      }
      return false;
    }
    if (!is_block_boundary(tag)) return true;

    flush();
    Context context = contexts_.back();
    if (const int level = heading_level(tag)) {
      context = {"heading", level};
    } else if (tag == GUMBO_TAG_P) {
      if (context.kind == "heading") context = {};
    } else if (tag == GUMBO_TAG_LI) {
      context = {"list_item"};
    } else if (tag == GUMBO_TAG_CAPTION || tag == GUMBO_TAG_FIGCAPTION) {
      context = {"caption"};
    } else if (tag == GUMBO_TAG_TABLE) {
      builder_.begin_table();
      tables_.emplace_back();
      context = {};
    } else if (tag == GUMBO_TAG_TR && !tables_.empty()) {
      ++tables_.back().row;
      tables_.back().column = 0;
    } else if ((tag == GUMBO_TAG_TD || tag == GUMBO_TAG_TH) && !tables_.empty()) {
      TablePosition& position = tables_.back();
      context = {"table_cell", 0, position.row, ++position.column};
      if (const GumboAttribute* span = gumbo_get_attribute(&element.attributes, "colspan"))
        position.column += std::max(0, std::min(1000, std::atoi(span->value)) - 1);
    }
    contexts_.push_back(std::move(context));
    return true;
  }

  void leave(const GumboNode* node) {
    const GumboTag tag = node->v.element.tag;
    if (!is_block_boundary(tag)) return;
    flush();
    contexts_.pop_back();
    if (tag == GUMBO_TAG_TABLE && !tables_.empty()) tables_.pop_back();
  }

  void flush() {
    const Context& context = contexts_.back();
    if (context.kind == "heading") {
      builder_.add_heading(context.heading_level, current_);
    } else if (context.kind == "table_cell") {
      builder_.add_cell(context.row, context.column, current_);
    } else {
      builder_.add(context.kind, current_);
    }
    for (BlockText& alt : pending_alts_) builder_.add("caption", alt);
    pending_alts_.clear();
  }

  // Traces `text`, which stands for the `length` bytes of the source at
  // `original` (a pointer into html_; null when the parser has none).
  void trace(std::string_view text, const char* original, std::size_t length) {
    if (!trace_) return;
    if (original && original >= html_.data() && original <= html_.data() + html_.size()) {
      const auto from = static_cast<std::size_t>(original - html_.data());
      trace_->text(text, from, from + length);
    } else {
      trace_->text(text, trace_->cursor(), html_.size());
    }
  }

  const std::string& html_;
  SourceTrace* trace_;
  BlockBuilder builder_;
  BlockText current_;
  std::vector<BlockText> pending_alts_;  // not traced: an alt text stands in an attribute
  std::vector<Context> contexts_{Context{}};
  std::vector<TablePosition> tables_;
};

}  // namespace

std::vector<sdk::Block> extract_html(std::string_view bytes, const ExtractLimits& limits,
                                     SourceTrace* trace) {
  const std::string html = decode_to_utf8(bytes);
  if (estimate_html_depth(html, limits.max_depth) > limits.max_depth)
    throw document_too_large("HTML elements nested deeper than " + std::to_string(limits.max_depth),
                             "HTML-элементы вложены глубже " + std::to_string(limits.max_depth) + " уровней");
  GumboOptions options = kGumboDefaultOptions;
  options.max_errors = 100;  // the error list is not used; keep it from growing on junk input
  std::unique_ptr<GumboOutput, void (*)(GumboOutput*)> output(
      gumbo_parse_with_options(&options, html.data(), html.size()),
      [](GumboOutput* out) { gumbo_destroy_output(&kGumboDefaultOptions, out); });
  if (!output) throw bad_document("the HTML parser failed", "HTML-разбор не удался");
  if (trace) trace->start(html);
  return HtmlWalker(html, trace).walk(output->document, limits.max_depth);
}

}  // namespace proofreader::host
