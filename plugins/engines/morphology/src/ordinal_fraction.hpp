// An ordinal in the plural standing for a fraction before the unit it divides.
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// «в десятых процента», «трём восьмым дюйма»: after a preposition or a
// numeral, an ordinal in the plural is a fraction (the elided «доли»), and the
// singular genitive after it is the unit it divides, not its noun. The
// dictionary lists a few such fractions as nouns («сотая», «тысячная»); this
// holds for every ordinal.
bool ordinal_fraction(const std::vector<Item>& items, std::size_t adj);

}  // namespace proofreader::morphology_engine
