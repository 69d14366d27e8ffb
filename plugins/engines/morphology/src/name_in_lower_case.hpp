// Whether a word written in lower case is a genitive plural the dictionary
// reads only as a surname.
#pragma once

#include <string_view>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// Is every parse of a word written in lower case, inside its sentence, a
// proper name, and does the word end in «-ов», «-ев», «-ёв»? A name is written
// with a capital, so the word is the genitive plural of a noun the dictionary
// lacks in the plural — «светов», the photographers' plural of «свет», is read
// only as the surname «Светов» in the nominative singular — and is as unknown
// as a predicted word. Other forms of a surname keep their readings: their
// case and number are the noun's too («куками», read as «Кук»).
bool name_in_lower_case(std::string_view text, std::string_view lower, const ParseList& parses);

}  // namespace proofreader::morphology_engine
