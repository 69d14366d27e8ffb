// The part of a fetched page that a watch looks at: the whole page, the
// elements a CSS selector names, or the main content (MainContent.hpp). The
// part is written back as HTML for the host's extractor (HostServices::
// extract), which turns it into blocks. Pure functions, thread-safe.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace proofreader::watch {

struct PagePart {
  std::string selector;       // CssSelector text; empty = not by selector
  bool main_content = false;  // the readability heuristic (when no selector)
  bool whole_page() const { return selector.empty() && !main_content; }
};

// HTML holding the part of `html` the page watches: `html` itself for the
// whole page, else the matched elements (the outermost ones, in document
// order) inside <html><body>. nullopt when the selector matched nothing or
// the page has no main content. Throws std::invalid_argument for a selector
// CssSelector refuses.
std::optional<std::string> select_part(std::string_view html, const PagePart& part);

}  // namespace proofreader::watch
