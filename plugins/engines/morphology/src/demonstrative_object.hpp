// «этого пользователь не увидит»: when an oblique «это» before a nominative
// noun is the pronoun and not the noun's attribute.
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// May the demonstrative at `d`, read as the pronoun «это» in an oblique case,
// be a fronted object before the nominative subject after it? Only its
// genitive with a negation later in the clause («этого пользователь не
// увидит»: the genitive of negation). «Этим мастер поможет», «Этого мастер
// поможет», «Если этим задержка меньше» have no such reading a writer means:
// the pronoun in the instrumental or dative opens its clause before a verb or
// another pronoun («Этим объясняется …», «Этим вы …»), not before a noun.
bool demonstrative_object_before_subject(const std::vector<Item>& items, std::size_t d);

}  // namespace proofreader::morphology_engine
