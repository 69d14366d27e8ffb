#include "analytic_future.hpp"

#include <algorithm>

namespace proofreader::morphology_engine {

bool transitive_infinitive_after(const std::vector<Item>& items, std::size_t verb, std::size_t inf) {
  const bool future_of_be =
      std::any_of(items[verb].parses.begin(), items[verb].parses.end(), [](const Parse& p) {
        return p.tag.pos() == "VERB" && p.normal_form == "быть" && p.tag.tense() == "futr";
      });
  return std::any_of(items[inf].parses.begin(), items[inf].parses.end(), [&](const Parse& p) {
    return p.tag.pos() == "INFN" && p.tag.has("tran") && !(future_of_be && p.tag.aspect() == "perf");
  });
}

}  // namespace proofreader::morphology_engine
