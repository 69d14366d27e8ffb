// A word that is an abbreviation glued by its dot to the next word.
#pragma once

#include "analysis.hpp"

namespace proofreader::grammar {

// «Град.вспышка», «Макс.размер»: a word followed by a dot and, with no space,
// another word is cut short, its form unknown; no agreement is read from it.
bool glued_abbreviation(const Analysis& a, int word);

}  // namespace proofreader::grammar
