// A word far more often an adverb than a noun («справа», «потом»).
#pragma once

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// Is the word's adverb reading more than four times likelier than its
// likeliest noun reading? Then it is no noun an attribute before it must
// agree with: «полосы (в пикселах), добавляемой справа» («справа» is seldom
// the noun), «с текущим потом». A word as often a noun as an adverb («летом»,
// «шагом») stays a noun.
bool adverb_rather_than_noun(const Item& word);

}  // namespace proofreader::morphology_engine
