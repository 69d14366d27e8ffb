// A subject with attributes before it: the attributes settle which of the
// subject's readings is meant («контекстное меню» is singular).
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// Does the subject at `head`, with its attributes from `before`, agree with
// `verb` in a reading its attributes agree with?
bool attributed_subject_agrees(const std::vector<Item>& items, std::size_t before, std::size_t head,
                               const Item& verb, bool (*verb_agrees)(const Parse&, const Parse&));

}  // namespace proofreader::morphology_engine
