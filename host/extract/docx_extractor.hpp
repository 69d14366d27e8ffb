// DOCX → blocks (Poco::Zip through ZipReader, pugixml). Paragraph styles and
// numbering decide heading / paragraph / list_item; tables give one block per
// cell with its row and column; text boxes follow the paragraph that anchors
// them; footnotes and endnotes come last as "footnote" blocks. Tracked
// deletions (w:del) are left out, insertions kept.
#pragma once

#include <proofreader/sdk/types.hpp>

#include <string_view>
#include <vector>

#include "extract/extractor.hpp"

namespace proofreader::host {

std::vector<sdk::Block> extract_docx(std::string_view bytes, const ExtractLimits& limits);

}  // namespace proofreader::host
