// An indirect question opened by an interrogative word right after a verb is its object.
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// «Этот ключ определяют, по каким полям …», «Каждый столбец задают, как много
// …», «Этот параметр определяют, насколько …»: after a comma right after the
// verb, an interrogative word (a preposition may stand before it) opens the
// question that fills the verb's object place, so a noun before the verb is no
// fronted object of an indefinite-personal sentence. «как» asks only before an
// adverb of measure («как много», «как часто»): «как правило», «как обычно» are
// no question; before a modal with an infinitive it asks the manner
// (manner_question). So does an alternative of two short forms («, включены или
// выключены …»).
// («что» is object_clause_after's, «…, X ли» later_direct_object's.)
bool indirect_question_after(const std::vector<Item>& items, std::size_t verb);

}  // namespace proofreader::morphology_engine
