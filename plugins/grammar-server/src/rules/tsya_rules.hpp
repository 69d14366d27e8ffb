// -тся / -ться: the infinitive after modal words («нужно проверяться», not
// «нужно проверяется») and the finite form after a personal pronoun («он
// запускается», not «он запускаться»). The replacement is proposed only when
// the Speller accepts it. Shares the Speller.
#pragma once

#include <memory>

#include "../rule.hpp"
#include "../speller.hpp"

namespace proofreader::grammar {

void add_tsya_rules(RuleList& rules, std::shared_ptr<const Speller> speller);

}  // namespace proofreader::grammar
