// An attribute after the indefinite or negative pronoun it belongs to.
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// «никто другой», «кто-нибудь посторонний», «ничто лишнее»: an indefinite or
// negative pronoun for a person or a thing takes its attribute after it, in
// its case, number and gender. Such an attribute at `adj` belongs to the
// pronoun before it, not to the noun after it («никто другой базу не
// редактирует»). The bare «кто» and «что» are left out: «что» is mostly the
// conjunction («что другой папку» disagrees).
bool attribute_of_pronoun(const std::vector<Item>& items, std::size_t adj);

}  // namespace proofreader::morphology_engine
