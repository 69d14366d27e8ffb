// Whether a verb's transitive reading is the likely one.
#pragma once

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// Is `p`, a parse of `verb`, transitive and no less likely than an
// intransitive homonym of the same form? «выходят» is mostly «выходить», to
// go out (0.8 in the dictionary), rarely the perfective «выходить», to nurse
// (0.2), and «выглядят» mostly «выглядеть», to look: a rare transitive
// homonym makes no indefinite-personal sentence with a fronted object
// («значение выходят за пределы» disagrees). Where both readings are as
// likely («изменяют»: to change, to betray) the transitive one stays, unless
// technical text never uses it (russian::transitive_use_rare: «сработали» is
// to go off, not to make, so «Если таймер сработали» disagrees).
bool likely_transitive(const Item& verb, const Parse& p);

}  // namespace proofreader::morphology_engine
