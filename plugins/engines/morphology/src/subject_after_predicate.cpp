#include "subject_after_predicate.hpp"

#include <algorithm>

#include "word_classes.hpp"

namespace proofreader::morphology_engine {
namespace {

bool nominative_plural(const Item& w) {
  return std::any_of(w.parses.begin(), w.parses.end(), [](const Parse& p) {
    return main_case(p.tag.gram_case()) == "nomn" && p.tag.number() == "plur";
  });
}

bool plural_predicate(const Item& w) {
  return w.checkable() && !w.predicted() && !w.parses.empty() &&
         std::all_of(w.parses.begin(), w.parses.end(), [](const Parse& r) {
           return ((r.tag.pos() == "VERB" && r.tag.has("indc")) || r.tag.pos() == "PRTS" ||
                   r.tag.pos() == "ADJS") &&
                  r.tag.number() == "plur";
         });
}

}  // namespace

bool subject_after_plural_predicate(const std::vector<Item>& items, std::size_t noun) {
  if (noun < 2 || !plural_predicate(items[noun - 2])) return false;
  const Item& adj = items[noun - 1];
  if (!is_noun(items[noun]) || !nominative_plural(items[noun]) || nominative_plural(adj) ||
      has_case(adj, "datv") || !has_case(adj, "nomn") || adj.any_pos("NOUN"))
    return false;
  const std::size_t next = noun + 1;
  return next >= items.size() || (items[next].lower != "и" && items[next].lower != "или");
}

}  // namespace proofreader::morphology_engine
