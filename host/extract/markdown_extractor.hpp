// Markdown (GitHub flavour) → blocks with cmark-gfm and its table extension:
// headings, paragraphs, list items, table cells. Code blocks and raw HTML are
// skipped; inline code stays in its sentence as a protected span.
#pragma once

#include <proofreader/sdk/types.hpp>

#include <string_view>
#include <vector>

namespace proofreader::host {

std::vector<sdk::Block> extract_markdown(std::string_view bytes);

}  // namespace proofreader::host
