// The correlative «то» of a clause after a verb («проверяют то, что …»),
// which is the verb's object.
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// Is the word at `k` an accusative «то» or «это» that a comma and its clause follow?
bool correlative_object(const std::vector<Item>& items, std::size_t k);

}  // namespace proofreader::morphology_engine
