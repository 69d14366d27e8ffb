#include "agreement_correlative_object.hpp"

#include <algorithm>

#include "word_classes.hpp"

namespace proofreader::morphology_engine {

// «Этот запрос проверяют лишь то, действительно ли …»: the pronoun stands for
// the clause after the comma and fills the object's place of the verb before
// it, so no fronted noun is its object and the noun is the subject.
bool correlative_object(const std::vector<Item>& items, std::size_t k) {
  return k + 1 < items.size() && items[k + 1].is(",") &&
         (items[k].lower == "то" || items[k].lower == "это") &&
         std::any_of(items[k].parses.begin(), items[k].parses.end(),
                     [](const Parse& p) { return main_case(p.tag.gram_case()) == "accs"; });
}

}  // namespace proofreader::morphology_engine
