// Which reading lets a pronominal adjective stand for people or things of its
// own before a noun it does not agree with («сохранит всем время», «другим
// доступ не нужен»).
#pragma once

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// Does this reading of «весь», «другой», «иной», «всякий», «некоторый» or
// «многий» stand alone? The plural names people or things («другим», «всем»;
// not «сам»'s, which stands alone only beside the verb of a subject named
// already: «решат сами», «самим выбрать»), and so does
// the neuter singular of «весь» («всё», «всему»: everything). The neuter
// singular of the others is no pronoun a writer puts before a noun: «введите
// другому имя», «ввести другом имя» disagree with «имя» (their «to another»
// is the masculine, a person, which stands alone only after a verb that
// governs it and is no reading here).
bool pronoun_stands_alone(const Parse& reading);

}  // namespace proofreader::morphology_engine
