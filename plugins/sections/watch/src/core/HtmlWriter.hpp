// Writes a gumbo subtree back out as HTML, so the part of a page a user
// watches can go through the host's HTML extractor like a whole page.
// Scripts, styles and comments are left out (the extractor skips them anyway).
#pragma once

#include <gumbo.h>

#include <string>

namespace proofreader::watch {

void write_html(const GumboNode* node, std::string& out);

}  // namespace proofreader::watch
