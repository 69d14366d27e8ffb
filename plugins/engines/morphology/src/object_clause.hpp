// A clause of content («…, что …») right after a verb is its object.
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// «Ядро гарантируют, что содержимое …», «Этот режим задают, что при …»: a
// «что» after a comma right after the verb opens the clause that fills the
// verb's object place, so a noun before the verb is no fronted object of an
// indefinite-personal sentence. «что» is the conjunction only when the word
// after it cannot be a predicate: a relative «что» stands for the clause
// before it and a predicate follows it («Файл удаляют, что освобождает
// место», «…, что не всегда нужно»).
bool object_clause_after(const std::vector<Item>& items, std::size_t verb);

}  // namespace proofreader::morphology_engine
