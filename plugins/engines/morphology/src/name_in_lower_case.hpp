// Whether a word written in lower case is read only as a proper name.
#pragma once

#include <string_view>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// Is every parse of a word written in lower case, inside its sentence, a
// first name, patronymic or surname? A name is written with a capital, so the
// word is another one the dictionary lacks — «светов», the photographers'
// plural of «свет», is read only as the surname «Светов» — and is as unknown
// as a predicted word: no check may take the name's gender or number for it.
bool name_in_lower_case(std::string_view text, std::string_view lower, const ParseList& parses);

}  // namespace proofreader::morphology_engine
