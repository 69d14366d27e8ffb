// The attributes after «два», «три», «четыре», «оба» (2–4 in digits).
#pragma once

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// Is the attribute in the counted form, the nominative, accusative or
// genitive plural beside a noun in the genitive singular («два новых файла»,
// «две новые строки»)? Only then may it disagree with its noun; in any other
// case it agrees as usual («до 4 шестнадцатеричным цифр» is found, «к двум
// новым файлам» agrees).
bool counted_form_attribute(const Item& adj);

}  // namespace proofreader::morphology_engine
