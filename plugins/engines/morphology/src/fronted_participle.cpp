#include "fronted_participle.hpp"

#include "word_classes.hpp"

namespace proofreader::morphology_engine {

bool fronted_participle_phrase(const std::vector<Item>& items, std::size_t participle) {
  constexpr std::size_t kLongestPhrase = 15;
  if (participle != 0 || !items[participle].any_pos("PRTF")) return false;
  std::size_t comma = participle + 1;
  while (comma < items.size() && comma <= kLongestPhrase && !ends_clause(items[comma])) ++comma;
  if (comma >= items.size() || !items[comma].is(",")) return false;
  // Past the noun's attributes («эта эмпирическая шкала»).
  std::size_t noun = comma + 1;
  while (noun + 1 < items.size() && noun < comma + 4 && items[noun].any_pos("ADJF") && !is_noun(items[noun]))
    ++noun;
  return noun < items.size() && is_noun(items[noun]) &&
         any_pair(items[participle], items[noun], adjective_agrees);
}

}  // namespace proofreader::morphology_engine
