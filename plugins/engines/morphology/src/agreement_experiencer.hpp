// The dative experiencer of an impersonal verb before it: «если нити требуется
// больше памяти», «когда очереди становится тесно».
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// May a bare noun that is also a dative, right before the finite verb at
// `verb`, be that verb's experiencer rather than its subject?
bool dative_experiencer_fits(const std::vector<Item>& items, std::size_t verb);

}  // namespace proofreader::morphology_engine
