#include "crawl/LinkExtractor.hpp"

#include <Poco/Exception.h>
#include <Poco/String.h>
#include <gumbo.h>

#include <memory>
#include <set>

namespace proofreader::host {

namespace {

bool same_origin(const Poco::URI& a, const Poco::URI& b) {
  return a.getScheme() == b.getScheme() && Poco::icompare(a.getHost(), b.getHost()) == 0 &&
         a.getPort() == b.getPort();
}

}  // namespace

std::vector<std::string> same_origin_links(std::string_view html, const Poco::URI& page,
                                           const Poco::URI& origin) {
  std::unique_ptr<GumboOutput, void (*)(GumboOutput*)> output(
      gumbo_parse_with_options(&kGumboDefaultOptions, html.data(), html.size()),
      [](GumboOutput* o) { gumbo_destroy_output(&kGumboDefaultOptions, o); });
  std::vector<std::string> links;
  std::set<std::string> seen;
  std::vector<const GumboNode*> stack{output->root};
  while (!stack.empty()) {
    const GumboNode* node = stack.back();
    stack.pop_back();
    if (node->type != GUMBO_NODE_ELEMENT && node->type != GUMBO_NODE_TEMPLATE) continue;
    const GumboElement& element = node->v.element;
    if (element.tag == GUMBO_TAG_A) {
      if (const GumboAttribute* href = gumbo_get_attribute(&element.attributes, "href")) {
        try {
          Poco::URI target(page, href->value);
          target.setFragment("");
          if (same_origin(target, origin) && seen.insert(target.toString()).second)
            links.push_back(target.toString());
        } catch (const Poco::Exception&) {
          // A malformed href is not a link to follow.
        }
      }
    }
    // Children pushed in reverse so they pop in document order.
    for (unsigned i = element.children.length; i-- > 0;)
      stack.push_back(static_cast<const GumboNode*>(element.children.data[i]));
  }
  return links;
}

}  // namespace proofreader::host
