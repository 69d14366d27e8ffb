#include "HtmlWriter.hpp"

#include <proofreader/kit/xml_escape.hpp>

namespace proofreader::watch {

namespace {

bool is_void(GumboTag tag) {
  switch (tag) {
    case GUMBO_TAG_AREA:
    case GUMBO_TAG_BASE:
    case GUMBO_TAG_BR:
    case GUMBO_TAG_COL:
    case GUMBO_TAG_EMBED:
    case GUMBO_TAG_HR:
    case GUMBO_TAG_IMG:
    case GUMBO_TAG_INPUT:
    case GUMBO_TAG_LINK:
    case GUMBO_TAG_META:
    case GUMBO_TAG_SOURCE:
    case GUMBO_TAG_TRACK:
    case GUMBO_TAG_WBR:
      return true;
    default:
      return false;
  }
}

bool left_out(GumboTag tag) {
  return tag == GUMBO_TAG_SCRIPT || tag == GUMBO_TAG_STYLE || tag == GUMBO_TAG_NOSCRIPT ||
         tag == GUMBO_TAG_TEMPLATE;
}

}  // namespace

void write_html(const GumboNode* node, std::string& out) {
  switch (node->type) {
    case GUMBO_NODE_TEXT:
    case GUMBO_NODE_WHITESPACE:
    case GUMBO_NODE_CDATA:
      kit::append_xml_escaped(out, node->v.text.text, kit::XmlEscape::text);
      return;
    case GUMBO_NODE_ELEMENT:
    case GUMBO_NODE_TEMPLATE: {
      const GumboElement& e = node->v.element;
      if (left_out(e.tag)) return;
      // Unknown tags are written as div: their name is not kept by gumbo in
      // normalised form and the extractor treats them as containers anyway.
      const std::string name = e.tag == GUMBO_TAG_UNKNOWN ? "div" : gumbo_normalized_tagname(e.tag);
      out += '<';
      out += name;
      for (unsigned i = 0; i < e.attributes.length; ++i) {
        const auto* a = static_cast<const GumboAttribute*>(e.attributes.data[i]);
        out += ' ';
        out += a->name;
        out += "=\"";
        kit::append_xml_escaped(out, a->value, kit::XmlEscape::quoted);
        out += '"';
      }
      out += '>';
      if (is_void(e.tag)) return;
      for (unsigned i = 0; i < e.children.length; ++i)
        write_html(static_cast<const GumboNode*>(e.children.data[i]), out);
      out += "</" + name + ">";
      return;
    }
    default:
      return;  // comments, the document node's doctype
  }
}

}  // namespace proofreader::watch
