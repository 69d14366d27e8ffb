// A subject whose attribute has a complement, after «и», «или», «либо».
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// «Эта цитата или связанный с ней источник открыты»: the subject's attribute
// phrase, which begins `before` words in, may end in the attribute's own
// complement (a preposition and its noun or pronoun, or a bare oblique noun or
// pronoun: «записанный им файл»). Does the whole phrase, its participle or
// adjective agreeing with the subject at `subject`, follow a coordinating
// «и», «или» or «либо»? Then the subject is the last of several, and the
// predicate may be plural.
bool coordinated_subject_phrase(const std::vector<Item>& items, std::size_t before, std::size_t subject);

}  // namespace proofreader::morphology_engine
