#include "verbal_noun_plural.hpp"

#include <algorithm>

#include "word_classes.hpp"

namespace proofreader::morphology_engine {

bool verbal_noun_plural(const std::vector<Item>& items, std::size_t adj) {
  const std::size_t noun = adj + 1;
  if (noun >= items.size() || !is_noun(items[noun]) ||
      !(items[noun].lower.ends_with("ния") || items[noun].lower.ends_with("тия")))
    return false;
  const bool singular_only =
      std::all_of(items[noun].parses.begin(), items[noun].parses.end(), [](const Parse& p) {
        return p.tag.has("Sgtm") && p.tag.gender() == "neut" && main_case(p.tag.gram_case()) == "gent";
      });
  const bool nominative_plural =
      std::any_of(items[adj].parses.begin(), items[adj].parses.end(), [](const Parse& p) {
        return (p.tag.pos() == "ADJF" || p.tag.pos() == "PRTF") && p.tag.number() == "plur" &&
               main_case(p.tag.gram_case()) == "nomn";
      });
  const bool opens = adj == 0 || !items[adj - 1].is_word() || items[adj - 1].any_pos("CONJ");
  if (!singular_only || !nominative_plural || !opens) return false;
  std::size_t p = noun + 1;
  while (p < items.size() && items[p].is_word() && p <= noun + 4 &&
         ((is_noun(items[p]) && has_case(items[p], "gent")) || items[p].any_pos("ADVB")))
    ++p;
  return p < items.size() && !items[p].parses.empty() &&
         std::all_of(items[p].parses.begin(), items[p].parses.end(), [](const Parse& r) {
           return (r.tag.pos() == "VERB" || r.tag.pos() == "PRTS" || r.tag.pos() == "ADJS") &&
                  r.tag.number() == "plur";
         });
}

}  // namespace proofreader::morphology_engine
