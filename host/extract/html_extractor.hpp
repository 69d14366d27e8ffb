// HTML → blocks with gumbo (an HTML5 parser). Headings, paragraphs, list items,
// table cells (row and column), captions and figcaptions, and image alt text
// (a caption block after the block holding the image). script, style, nav,
// pre and other non-text elements are skipped; inline code (code, kbd, samp)
// stays in its sentence as a protected span. Documents nested deeper than
// ExtractLimits::max_depth are refused (413) before parsing.
#pragma once

#include <proofreader/sdk/types.hpp>

#include <string_view>
#include <vector>

#include "extract/extractor.hpp"

namespace proofreader::host {

class SourceTrace;

// With a SourceTrace, every code point of the blocks' texts (but an image's
// alt text) is traced to its byte in the decoded source.
std::vector<sdk::Block> extract_html(std::string_view bytes, const ExtractLimits& limits,
                                     SourceTrace* trace = nullptr);

}  // namespace proofreader::host
