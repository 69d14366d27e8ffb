// A participial phrase that opens the sentence, its noun after the comma.
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// Does the participle at `participle`, the sentence's first word, head a
// phrase set off by a comma, with its own noun after that comma
// («Изобретённая инженером в 1805 году, эта шкала …»)? Then a dative or
// instrumental right after the participle is its complement or agent, not
// its noun. The noun after the comma (past its attributes) must agree with
// the participle: «Изобретённой инженером, эта шкала» stays checked.
bool fronted_participle_phrase(const std::vector<Item>& items, std::size_t participle);

}  // namespace proofreader::morphology_engine
