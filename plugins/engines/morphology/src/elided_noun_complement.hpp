// «Отличные от алфавитно-цифровых символы»: an adjective standing for a noun
// left unsaid inside a complement between an attribute and its noun.
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// Is the adjective at `adj`, right after a preposition, the whole of that
// preposition's object, its noun left unsaid, while the noun after it belongs
// to the attribute before the preposition? «Отличные от алфавитно-цифровых
// символы», «похожие на старые значки»: the attribute before the preposition
// agrees with the noun, the adjective after it does not. The attribute there
// is a plain adjective or participle, which takes such a complement, and the
// noun can only be nominative or accusative, the adjective oblique (a noun
// that may be the preposition's object belongs to it: «расположенные в нижнюю
// части экрана» is a disagreement); not a
// pronoun or numeral picking from a set after «из» («одним из обычных
// алгоритмом» is a disagreement).
bool elided_noun_complement(const std::vector<Item>& items, std::size_t adj);

}  // namespace proofreader::morphology_engine
