// The commas that close a participial or adverbial-participial phrase, and
// the opening comma of a participial phrase standing after its noun:
// «Получив ответ, закройте окно», «Файл, созданный системой, удаляется».
// Precision first: a remark is made only when the morphology leaves one
// reading — the phrase ends at an unambiguous finite verb and the word before
// that verb can only belong to the phrase.
#pragma once

#include "../rule.hpp"

namespace proofreader::grammar {

void add_participle_comma_rules(RuleList& rules);

}  // namespace proofreader::grammar
