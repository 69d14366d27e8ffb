// A phrase that can only be genitive: the object of a verb that governs the
// genitive («требуют полномочий», «требуют особых прав»).
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// The words from `k` on are genitive attributes and a noun every noun reading
// of which is genitive. A noun's homonym of another part of speech (the short
// adjective «прав», "right") counts only without an attribute before it, since
// an attribute stands before a noun, never before a short form.
bool genitive_only_phrase(const std::vector<Item>& items, std::size_t k);

}  // namespace proofreader::morphology_engine
