#include "adverb_homonym.hpp"

#include <algorithm>

namespace proofreader::morphology_engine {

bool adverb_after_participle(const Item& attribute, const Item& word) {
  const bool participle = std::any_of(attribute.parses.begin(), attribute.parses.end(),
                                      [](const Parse& p) { return p.tag.pos() == "PRTF"; });
  if (!participle) return false;
  float adverb = 0, noun = 0;
  for (const auto& p : word.parses) {
    if (p.tag.pos() == "ADVB") adverb = std::max(adverb, p.score);
    if (p.tag.pos() == "NOUN") noun = std::max(noun, p.score);
  }
  return adverb > 4 * noun;
}

}  // namespace proofreader::morphology_engine
