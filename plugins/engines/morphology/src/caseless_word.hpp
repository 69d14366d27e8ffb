// Words that show no case of their own.
#pragma once

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// A Latin word (a placeholder, a name, «API») or an abbreviation in Cyrillic
// capitals («ЗД», «ОС»), which is written the same in every case.
bool shows_no_case(const Item& item);

}  // namespace proofreader::morphology_engine
