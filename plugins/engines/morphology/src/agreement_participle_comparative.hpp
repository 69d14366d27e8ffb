// A participle has no comparative degree: the dictionary's comparative
// homonym of a participle-derived adjective («текущее», «соответствующее»)
// is that adjective's neuter form.
#pragma once

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// Is `reading` of `item` a comparative that the word's participle readings rule out?
bool comparative_of_participle(const Item& item, const Parse& reading);

}  // namespace proofreader::morphology_engine
