// Conjunctions after which a clause starts though no comma stands right
// before its subject: «что», and «как» after a correlative word and its comma
// («после того, как первый байт станет доступен», «покажет то, как файлы
// выглядят») or after a verb and its comma, an indirect question («Опишите,
// как записи влияют …»).
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// Does a subordinate clause start right after items[k]? Neither «что» nor
// that «как» takes a genitive attribute, so a noun after either that may be a
// genitive is no attribute of a word before it but the clause's subject. A
// «как» elsewhere may compare («такие как файлы») or be causal with a fronted
// object («так как его возможности предоставляет read(2)»), so it opens none.
bool opens_clause_after(const std::vector<Item>& items, std::size_t k);

}  // namespace proofreader::morphology_engine
