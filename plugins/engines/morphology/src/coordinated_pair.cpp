#include "coordinated_pair.hpp"

#include "word_classes.hpp"

namespace proofreader::morphology_engine {

bool coordinated_forms_agree(const Parse& a, const Parse& b) {
  if (a.tag.gram_case().empty() || main_case(a.tag.gram_case()) != main_case(b.tag.gram_case()) ||
      a.tag.number() != b.tag.number())
    return false;
  return a.tag.number() != "sing" || a.tag.gender().empty() || b.tag.gender().empty() ||
         a.tag.gender() == b.tag.gender();
}

bool pair_ends_before(const std::vector<Item>& items, std::size_t after) {
  if (after >= items.size() || ends_clause(items[after])) return true;
  const Item& w = items[after];
  return w.checkable() && !w.predicted() && !w.parses.empty() && w.only_pos({"ADVB", "PRCL", "CONJ"});
}

}  // namespace proofreader::morphology_engine
