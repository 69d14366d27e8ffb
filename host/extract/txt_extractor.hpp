// Plain text → blocks. The encoding is detected (text_decoding.hpp).
// Paragraphs end at blank lines; a line starting with "- ", "* ", "• " or
// "1. " / "1) " starts a list item (the marker is not part of the text).
#pragma once

#include <proofreader/sdk/types.hpp>

#include <string_view>
#include <vector>

namespace proofreader::host {

class SourceTrace;

// With a SourceTrace, every code point of the blocks' texts is traced to its
// byte in the decoded source.
std::vector<sdk::Block> extract_txt(std::string_view bytes, SourceTrace* trace = nullptr);

}  // namespace proofreader::host
