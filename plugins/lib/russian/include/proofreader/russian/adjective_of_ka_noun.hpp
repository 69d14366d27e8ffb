// The relational adjective in «-очный» of a noun in «-ка»: the «к» alternates
// with «ч» and a fleeting «о» comes in («фаска» → «фасочный», as «вставка» →
// «вставочный», «сборка» → «сборочный», «заготовка» → «заготовочный»). The
// dictionaries list the common ones only; technical text makes the rest.
#pragma once

#include <string_view>

#include "morphology.hpp"

namespace proofreader::russian {

// `word` in lower case, an adjective form in any case, number and gender.
// Accepts what a writer's slip may also make; the caller (the speller)
// refuses a word one slip away from a dictionary word.
bool adjective_of_ka_noun(std::string_view word, const Morphology& morphology);

}  // namespace proofreader::russian
