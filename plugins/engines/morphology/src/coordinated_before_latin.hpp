// Two coordinated attributes before a Latin word.
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// «верхние или нижними nn элементов»: the attributes joined by the «и»/«или»
// at `conj` stand before a Latin word (a placeholder, a name, «API») or an
// abbreviation in capitals («ЗД»), which shows no case of its own. Attributes of one noun or of two, they
// still share a case; when no case at all is common to them (number aside: «для старого и новых API» is
// right) the second one disagrees.
bool case_clash_before_latin(const std::vector<Item>& items, std::size_t conj);

}  // namespace proofreader::morphology_engine
