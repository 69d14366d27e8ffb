// Adverbs inside a prepositional phrase («к заранее сохранённому состоянию»).
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// Do the adverbs before the attribute at `adj` follow a preposition? Then
// they qualify the attribute inside the preposition's phrase and open no
// participle's phrase of its own: «к предварительно сохранённое состоянию»
// is the phrase «к … состоянию» with its attribute in the wrong case, not a
// participle with a dative complement («заранее сохранённое пользователю»).
bool adverbs_after_preposition(const std::vector<Item>& items, std::size_t adj);

}  // namespace proofreader::morphology_engine
