// Plain text → blocks. The encoding is detected (text_decoding.hpp).
// Paragraphs end at blank lines; a line starting with "- ", "* ", "• " or
// "1. " / "1) " starts a list item (the marker is not part of the text).
#pragma once

#include <proofreader/sdk/types.hpp>

#include <string_view>
#include <vector>

namespace proofreader::host {

std::vector<sdk::Block> extract_txt(std::string_view bytes);

}  // namespace proofreader::host
