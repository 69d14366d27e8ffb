// A relative «который» opens its clause.
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// «ресурсы, которые ваши машины потребляет»: the noun phrase starting at
// `before` follows a form of «который», which is no noun and takes no genitive
// attribute, so the phrase starts its clause: a noun there that may be a
// genitive («машины») is read as the clause's subject.
bool after_relative_word(const std::vector<Item>& items, std::size_t before);

}  // namespace proofreader::morphology_engine
