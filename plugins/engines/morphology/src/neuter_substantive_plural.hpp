// The plural of a substantivised neuter adjective: «новые» of «новое» (the
// new), «третьи» of «третье» (the third course). The dictionary gives these
// nouns a plural, but before another noun the word is the adjective: «прочитана
// третьи стороной» is a disagreement, not the noun «третьи» beside «стороной».
#pragma once

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// Is `noun` (a parse of `item`) the plural of an inanimate neuter substantive
// («новое», «третье», «содержимое») while `item` reads as an adjective or
// participle in the same case too? Such a reading starts no phrase of its own.
bool neuter_substantive_plural(const Item& item, const Parse& noun);

}  // namespace proofreader::morphology_engine
