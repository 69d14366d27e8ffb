// Markdown (GitHub flavour) → blocks with cmark-gfm and its table extension:
// headings, paragraphs, list items, table cells. Code blocks and raw HTML are
// skipped; inline code stays in its sentence as a protected span. Front
// matter (a YAML `---` or TOML `+++` block on the first line) is metadata,
// not text, and is skipped too. With a SourceTrace, every code point of the
// blocks' texts is traced to its byte in the decoded source.
#pragma once

#include <proofreader/sdk/types.hpp>

#include <string_view>
#include <vector>

namespace proofreader::host {

class SourceTrace;

std::vector<sdk::Block> extract_markdown(std::string_view bytes, SourceTrace* trace = nullptr);

}  // namespace proofreader::host
