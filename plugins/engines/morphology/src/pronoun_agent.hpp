// A passive participle with a pronoun for its agent before its noun.
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// «выбранный вами цвет»: after the passive participle at `participle` stands
// a personal pronoun in the instrumental only («вами», «мной», «ими»), its
// agent, and the word after the agent is a noun in a case no participle
// governs (nominative, accusative, locative): the participle's own noun,
// which the participle must agree with («белый и выбранным вами цвет» does
// not). Returns the noun's position, or nothing for another shape.
std::optional<std::size_t> noun_after_pronoun_agent(const std::vector<Item>& items, std::size_t participle);

}  // namespace proofreader::morphology_engine
