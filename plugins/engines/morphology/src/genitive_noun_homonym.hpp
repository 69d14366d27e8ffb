// An attribute that is also a noun in the genitive after another noun
// («в качестве каталога данных точку»).
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// Is the word at `adj`, right after a noun, that noun's genitive attribute by
// its noun reading («данных» of «данные», not of the pronoun «данный»)? Then
// it belongs to the noun before it, and the word after it, which has no
// genitive to agree with it, is no noun of its own: «каталога данных точку»
// (the accusative of «точка» shares only the case, not the number, with the
// animate accusative plural of «данный»). After a preposition («для данных
// файла») or before a genitive the word stays checked as an attribute.
bool genitive_noun_after_noun(const std::vector<Item>& items, std::size_t adj);

}  // namespace proofreader::morphology_engine
