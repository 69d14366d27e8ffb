// Turns LanguageTool matches into remarks on the document's blocks.
#pragma once

#include <optional>
#include <proofreader/sdk/types.hpp>
#include <set>

#include "accepted_words.hpp"
#include "document_chunks.hpp"
#include "language_tool_client.hpp"

namespace proofreader::grammar_client {

// The remark category of a LanguageTool match: spelling, punctuation,
// typography or grammar.
std::string remark_category(const LtMatch& match);

// The remark for a match found in `chunk`, or nothing when the match spans two
// blocks, touches a protected span (code, URL, e-mail, path), or is a spelling
// match on a word `accepted` accepts (the guide's terms, the team dictionary).
std::optional<sdk::Remark> to_remark(const LtMatch& match, const Chunk& chunk, const sdk::Document& document,
                                     const AcceptedWords& accepted);

}  // namespace proofreader::grammar_client
