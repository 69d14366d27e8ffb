// «мышью» is the instrumental of «мышь» and the accusative of the possessive
// «мыший»: a word whose only adjective readings are possessive ones of that
// kind is the noun when the noun is at least as likely.
#pragma once

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// Is the word a noun rather than the possessive adjective it is also a form
// of? Possessive adjectives of animals and persons («мыший», «волчий») are
// rare in technical text; their noun homonym is not («перетащить мышью
// угол»: "with the mouse"). A word with a plain adjective reading («данные»)
// is not settled here.
bool possessive_homonym_noun(const Item& word);

}  // namespace proofreader::morphology_engine
