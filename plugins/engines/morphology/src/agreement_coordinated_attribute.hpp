// An attribute coordinated with the one before it: «исходных и заменяющим
// шрифтов» — the first attribute's noun is the second's too.
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// When the attribute at `attr` follows another attribute and «и» or «или», and
// the noun after it (past a possessive «его», «её», «их») agrees with the first
// but not with it, that noun's index.
std::optional<std::size_t> noun_of_coordinated_attribute(const std::vector<Item>& items, std::size_t attr);

}  // namespace proofreader::morphology_engine
