// The analytic future takes only an imperfective infinitive.
#pragma once

#include <cstddef>
#include <vector>

#include "block_analysis.hpp"

namespace proofreader::morphology_engine {

// Has the infinitive at `inf`, after the verb at `verb`, a transitive reading
// that may stand there? After a future form of «быть» («будут выглядеть») only
// an imperfective one may: the perfective homonym («выглядеть», to spot) that
// the dictionary marks transitive cannot, so it takes no fronted object and
// «документ будут выглядеть» has «документ» as its subject.
bool transitive_infinitive_after(const std::vector<Item>& items, std::size_t verb, std::size_t inf);

}  // namespace proofreader::morphology_engine
