#include "likely_transitive.hpp"

#include <algorithm>

#include <proofreader/russian/verb_use.hpp>

namespace proofreader::morphology_engine {

bool likely_transitive(const Item& verb, const Parse& p) {
  if (!p.tag.has("tran")) return false;
  // Technical text's use settles a tie the dictionary leaves («сработали»).
  const bool rare = russian::transitive_use_rare(p.normal_form);
  return std::none_of(verb.parses.begin(), verb.parses.end(), [&](const Parse& other) {
    return other.tag.pos() == p.tag.pos() && other.tag.has("intr") && (rare || other.score > p.score);
  });
}

}  // namespace proofreader::morphology_engine
