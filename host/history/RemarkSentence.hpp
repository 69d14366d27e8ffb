// The sentence a remark stands in, as a dismissal recognises it in a later
// check of the same document: the sentence of its block's text around its
// offset (code points), white space collapsed, so a dismissal follows the
// sentence wherever it moved and lets go once its words change.
// Pure function; any thread.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace proofreader::host {

// A sentence ends at . ! ? or … (with closing quotes or brackets) followed by
// white space or the end of the block, as the front end's correctedSentence.
std::string sentence_at(std::string_view block_text, std::int64_t offset);

}  // namespace proofreader::host
