#include "likely_transitive.hpp"

#include <algorithm>

namespace proofreader::morphology_engine {

bool likely_transitive(const Item& verb, const Parse& p) {
  if (!p.tag.has("tran")) return false;
  return std::none_of(verb.parses.begin(), verb.parses.end(), [&](const Parse& other) {
    return other.tag.pos() == p.tag.pos() && other.tag.has("intr") && other.score > p.score;
  });
}

}  // namespace proofreader::morphology_engine
