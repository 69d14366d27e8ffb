// A word far more often an adverb than a noun («справа», «потом») after a
// participle, which an adverb may follow.
#pragma once

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// Is `attribute` a participle and the word after it more than four times
// likelier an adverb than a noun? Then the word is the participle's adverb,
// no noun the participle must agree with: «полосы (в пикселах), добавляемой
// справа». After a plain adjective, which takes no adverb after it, the word
// stays a noun («отводит лишними тепло» disagrees), and so does a word as
// often a noun as an adverb («летом», «шагом»).
bool adverb_after_participle(const Item& attribute, const Item& word);

}  // namespace proofreader::morphology_engine
