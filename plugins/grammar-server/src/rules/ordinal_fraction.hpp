// An ordinal in the plural standing for a fraction before the unit it divides.
#pragma once

#include "analysis.hpp"

namespace proofreader::grammar {

// «в десятых процента», «трём восьмым дюйма»: after a preposition or a
// numeral, the ordinal at `ordinal` in the plural is a fraction (the elided
// «доли») and the singular genitive at `unit` is what it divides, not its
// noun. The morphology engine reads the same construction
// (plugins/engines/morphology/src/ordinal_fraction.hpp).
bool ordinal_fraction(const Analysis& a, int ordinal, int unit);

}  // namespace proofreader::grammar
