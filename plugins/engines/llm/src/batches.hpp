// Batches: the document's blocks grouped for one model call each, in order,
// so that a batch's text stays under a size budget (a block longer than the
// budget forms a batch of its own). Empty blocks are left out.
#pragma once

#include <cstddef>
#include <vector>

#include <proofreader/sdk/document.hpp>

namespace proofreader::llm {

using Batch = std::vector<const sdk::Block*>;

// Pointers into `document`, which must outlive the batches.
std::vector<Batch> make_batches(const sdk::Document& document, std::size_t max_bytes);

}  // namespace proofreader::llm
