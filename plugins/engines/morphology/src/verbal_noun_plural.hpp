// The plural of a verbal noun that the dictionary gives no plural.
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// «поскольку явные сканирования проб чётко опознаются»: the dictionary marks
// some verbal nouns in «-ние», «-тие» as having no plural («сканирование»,
// «шифрование»), yet technical prose counts them, and their genitive singular
// in «-ия» is also the nominative plural. Is the word after the attribute at
// `adj` such a noun, the attribute a nominative plural opening its clause,
// and the predicate after the noun (its genitive attributes and adverbs
// between) plural? Then attribute and noun are one plural subject.
bool verbal_noun_plural(const std::vector<Item>& items, std::size_t adj);

}  // namespace proofreader::morphology_engine
