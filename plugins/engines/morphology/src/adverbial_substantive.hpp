// «в дальнейшем», «в общем»: an adjective after a preposition that mostly
// stands alone as a neuter substantive ends its phrase there.
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// Is the adjective at `adj`, right after a preposition, the neuter substantive
// of an adverbial phrase rather than the attribute of the noun after it? Its
// neuter singular locative reading must be far likelier than any other (the
// dictionary's corpus saw it alone: «дальнейшем», «общем»), and the noun must
// have no reading that could stand in the phrase — no locative, which needs a
// preposition of its own, and no neuter singular: «в дальнейшем безопасность
// обеспечивается …» is two phrases, while «в общем папке» and «в общем
// окна» stay disagreements. Only the locative, which the preposition before
// it fully explains: «в одно очередь» (the likeliest «одно» is no locative)
// stays a disagreement.
bool adverbial_substantive(const std::vector<Item>& items, std::size_t adj);

}  // namespace proofreader::morphology_engine
