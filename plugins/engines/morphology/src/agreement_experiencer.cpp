#include "agreement_experiencer.hpp"

#include <algorithm>

#include "word_classes.hpp"

namespace proofreader::morphology_engine {

// A reflexive verb is impersonal with a dative only beside what it states:
// an infinitive («функции требуется выделить»), a predicative or comparative
// («становится тесно», «требуется больше»), or a nominative of its own
// («требуется перезагрузка»). With none of them in its clause the noun before
// it is its subject: «что записи находится или …», «что зависимости
// оказывается неудовлетворёнными». A verb that is not reflexive keeps the
// reading («памяти не хватает»).
bool dative_experiencer_fits(const std::vector<Item>& items, std::size_t verb) {
  const Item& v = items[verb];
  if (!reflexive_form(v)) return true;
  for (std::size_t k = verb + 1; k < items.size() && items[k].is_word(); ++k) {
    const Item& w = items[k];
    if (w.any_pos("INFN") || w.any_pos("PRED") || w.any_pos("COMP") || (k == verb + 1 && w.any_pos("ADVB")))
      return true;
    const bool own_subject = std::any_of(w.parses.begin(), w.parses.end(), [&](const Parse& p) {
      return main_case(p.tag.gram_case()) == "nomn" && (p.tag.pos() == "NOUN" || p.tag.pos() == "NPRO");
    });
    if (own_subject) return true;
  }
  return false;
}

}  // namespace proofreader::morphology_engine
