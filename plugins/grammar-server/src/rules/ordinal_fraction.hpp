// An ordinal in the plural standing for a fraction before the unit it divides.
#pragma once

#include "analysis.hpp"

namespace proofreader::grammar {

// Is the ordinal at `ordinal` a fraction of the word at `unit` («в десятых
// процента»)? russian::ordinal_fraction over the tokens' readings.
bool ordinal_fraction(const Analysis& a, int ordinal, int unit);

}  // namespace proofreader::grammar
