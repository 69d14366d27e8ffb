// LinkExtractor: the same-origin links of an HTML page, for the site crawl
// (POST /api/check-url). Parsed with gumbo (a real HTML5 parser), walked
// without recursion so deeply nested markup cannot exhaust the stack.
// Stateless; thread-safe.
#pragma once

#include <Poco/URI.h>

#include <string>
#include <string_view>
#include <vector>

namespace proofreader::host {

// Absolute URLs of the <a href> links in `html` (relative ones resolved
// against `page`, the page's own URL) that have the scheme, host and port of
// `origin`. Fragments are dropped; each URL appears once, in document order.
std::vector<std::string> same_origin_links(std::string_view html, const Poco::URI& page,
                                           const Poco::URI& origin);

}  // namespace proofreader::host
