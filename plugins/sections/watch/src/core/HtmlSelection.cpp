#include "HtmlSelection.hpp"

#include <memory>

#include "CssSelector.hpp"
#include "HtmlWriter.hpp"
#include "MainContent.hpp"

namespace proofreader::watch {

namespace {

// Writes every element matching `selector` under `node`, not descending into a
// match (its own matching descendants are already inside it).
void write_matches(const GumboNode* node, const CssSelector& selector, std::string& out, int& count) {
  if (node->type != GUMBO_NODE_ELEMENT) return;
  if (selector.matches(node)) {
    write_html(node, out);
    ++count;
    return;
  }
  const GumboVector& children = node->v.element.children;
  for (unsigned i = 0; i < children.length; ++i)
    write_matches(static_cast<const GumboNode*>(children.data[i]), selector, out, count);
}

}  // namespace

std::optional<std::string> select_part(std::string_view html, const PagePart& part) {
  if (part.whole_page()) return std::string(html);
  std::optional<CssSelector> selector;
  if (!part.selector.empty()) selector.emplace(part.selector);  // may throw before parsing

  std::unique_ptr<GumboOutput, void (*)(GumboOutput*)> output(
      gumbo_parse_with_options(&kGumboDefaultOptions, html.data(), html.size()),
      [](GumboOutput* o) { gumbo_destroy_output(&kGumboDefaultOptions, o); });

  std::string out = "<html><body>";
  int count = 0;
  if (selector) {
    write_matches(output->root, *selector, out, count);
  } else if (const GumboNode* content = main_content(output->root)) {
    write_html(content, out);
    count = 1;
  }
  if (count == 0) return std::nullopt;
  out += "</body></html>";
  return out;
}

}  // namespace proofreader::watch
