// Spelling rules over the Speller: unknown words (RU_SPELLING) and «не» glued
// to a verb (RU_NE_WITH_VERB_TOGETHER). Share the Speller, which outlives them.
#pragma once

#include <memory>

#include "../rule.hpp"
#include "../speller.hpp"

namespace proofreader::grammar {

void add_spelling_rules(RuleList& rules, std::shared_ptr<const Speller> speller);

}  // namespace proofreader::grammar
