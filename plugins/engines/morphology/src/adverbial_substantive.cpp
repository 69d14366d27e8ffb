#include "adverbial_substantive.hpp"

#include <algorithm>

#include "word_classes.hpp"

namespace proofreader::morphology_engine {

bool adverbial_substantive(const std::vector<Item>& items, std::size_t adj) {
  if (adj == 0 || adj + 1 >= items.size() || !items[adj - 1].any_pos("PREP")) return false;
  const Item& a = items[adj];
  float neuter = 0, other = 0;
  for (const auto& p : a.parses) {
    const bool neuter_singular = p.tag.pos() == "ADJF" && p.tag.gender() == "neut" &&
                                 p.tag.number() == "sing" && main_case(p.tag.gram_case()) == "loct";
    (neuter_singular ? neuter : other) = std::max(neuter_singular ? neuter : other, p.score);
  }
  if (neuter == 0 || neuter < other * 4) return false;
  const Item& noun = items[adj + 1];
  return !has_case(noun, "loct") && std::none_of(noun.parses.begin(), noun.parses.end(), [](const Parse& p) {
    return p.tag.gender() == "neut" && p.tag.number() == "sing";
  });
}

}  // namespace proofreader::morphology_engine
