// An ordinal in the plural standing for a fraction before the unit it divides.
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// Is the attribute at `adj` an ordinal fraction before the unit it divides
// («в десятых процента»)? russian::ordinal_fraction over the items' readings.
bool ordinal_fraction(const std::vector<Item>& items, std::size_t adj);

}  // namespace proofreader::morphology_engine
