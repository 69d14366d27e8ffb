// A verb that is also a parenthetical word, used as the verb.
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// Is items[v], a form the dictionary also reads as a parenthetical word
// («оказывается», «кажется»), the predicate's link verb? A parenthetical word
// is set off by commas and has no complement («Файлы, оказывается, пусты»);
// with no comma on either side and an instrumental adjective, participle or
// noun right after it, the word is the verb of its clause («Если зависимости
// оказываются неудовлетворёнными»), and it agrees with its subject.
bool link_verb_not_parenthetical(const std::vector<Item>& items, std::size_t v);

}  // namespace proofreader::morphology_engine
