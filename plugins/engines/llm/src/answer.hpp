// Answer: turns the model's JSON answer into remarks we can trust. A remark
// whose fragment is not in its block (or falls on code, a URL or a path) is
// dropped; offsets and lengths are computed by us, in code points; the
// category is "llm" unless the model named one of ours.
#pragma once

#include <string>
#include <vector>

#include <proofreader/sdk/types.hpp>

#include "batches.hpp"

namespace proofreader::llm {

// `content` is the model's message: {"remarks": [{"block", "fragment",
// "message", "suggestion", "category"}]}. "block" is optional; without it (or
// when the fragment is not in that block's text in the batch) the first piece
// of the batch containing the fragment is used. Throws std::runtime_error when the content
// is not such an object at all.
// `categories` are the host's (HostServices::categories); a remark in any
// other category is filed under "llm".
std::vector<sdk::Remark> parse_answer(const std::string& content, const Batch& batch,
                                      const std::vector<std::string>& categories);

}  // namespace proofreader::llm
