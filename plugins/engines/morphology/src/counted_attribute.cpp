#include "counted_attribute.hpp"

#include <algorithm>

#include "word_classes.hpp"

namespace proofreader::morphology_engine {

bool counted_form_attribute(const Item& adj) {
  return std::any_of(adj.parses.begin(), adj.parses.end(), [](const Parse& p) {
    const auto c = main_case(p.tag.gram_case());
    return p.tag.number() == "plur" && (c == "nomn" || c == "accs" || c == "gent");
  });
}

}  // namespace proofreader::morphology_engine
