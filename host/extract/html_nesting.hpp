// A quick pre-scan of HTML that estimates how deep elements nest, before the
// HTML5 parser sees it: gumbo checks scopes by scanning its stack of open
// elements (quadratic in depth) and frees the tree recursively, so a document
// nested 100 000 deep must be refused up front. Counts start tags minus end
// tags of elements that need an end tag (void elements and those whose end tag
// is implied are left out); comments, raw text (script, style, textarea,
// title) and quoted attribute values are skipped. Thread-safe.
#pragma once

#include <cstddef>
#include <string_view>

namespace proofreader::host {

// The deepest nesting seen, stopping early once `limit` is exceeded.
std::size_t estimate_html_depth(std::string_view html, std::size_t limit);

}  // namespace proofreader::host
