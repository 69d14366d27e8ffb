// The prepositional (locative) case stands only after a preposition, so a
// word in it settles which word before or after it is an attribute.
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// The word at `adj` is the attribute of the noun after it, whatever its
// pronoun homonyms («все» "everyone", «любом» of the pronoun «любой»):
// - it can only be locative and no preposition opens its phrase, so it has no
//   place but before its noun («может использоваться любом количество раз»,
//   «происходит следующем образом»);
// - the noun after it can only be locative and a preposition stands right
//   before the word, so the word is inside the noun's phrase («на все
//   платформах», «во всё семействах»).
bool attribute_of_locative(const std::vector<Item>& items, std::size_t adj);

}  // namespace proofreader::morphology_engine
