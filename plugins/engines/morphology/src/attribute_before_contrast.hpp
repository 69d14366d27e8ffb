// An attribute phrase coordinated after a comma with another attribute of the same noun.
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// «о заданных пользователем, но не существующих каталогах», «к созданным
// вручную, а затем удалённым записям»: the attribute at `adj` and its
// complement (an oblique noun or pronoun, after its preposition if any) end
// at a comma, and «но», «а», «и», «или» or «либо» («не» and adverbs after it)
// brings a second attribute and the noun both share. Does the attribute
// agree with that noun, and the word after it stand in an oblique case, its
// complement? Then the attribute has its noun.
bool attribute_before_contrast(const std::vector<Item>& items, std::size_t adj);

}  // namespace proofreader::morphology_engine
