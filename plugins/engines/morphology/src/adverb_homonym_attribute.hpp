// «всего» is also the adverb and particle "in all", "only"; before a noun it
// cannot count, it is the attribute «весь».
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// Is the word at `adj`, an adjective in the genitive or accusative that is
// also an adverb or particle («всего»), the attribute of the noun after it?
// The adverb counts: it stands before a number or a genitive («всего три
// файла», «всего пользователей: 5»). Before a dative, instrumental or
// locative noun it counts nothing («вернёт всего лицам»), nor before a noun
// right after a preposition, which governs the phrase («ко всего файлам»,
// «для всего сборников»): there it is the noun's attribute.
bool adverb_homonym_attribute(const std::vector<Item>& items, std::size_t adj);

}  // namespace proofreader::morphology_engine
