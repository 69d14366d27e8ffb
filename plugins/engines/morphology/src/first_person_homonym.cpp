#include "first_person_homonym.hpp"

#include <algorithm>

namespace proofreader::morphology_engine {

bool first_person_homonym(const Item& word, const Parse& reading) {
  const bool first_person =
      reading.tag.pos() == "VERB" && reading.tag.person() == "1per" && reading.tag.has("indc");
  // The short present passive participle of a verb whose first person the word also is.
  const bool short_passive =
      reading.tag.pos() == "PRTS" && reading.tag.tense() == "pres" &&
      std::any_of(word.parses.begin(), word.parses.end(), [&](const Parse& p) {
        return p.tag.pos() == "VERB" && p.tag.person() == "1per" && p.normal_form == reading.normal_form;
      });
  if (!first_person && !short_passive) return false;
  return std::any_of(word.parses.begin(), word.parses.end(),
                     [&](const Parse& p) { return p.tag.pos() == "ADJF" && p.score >= reading.score; });
}

bool only_adjective_readings(const Item& word) {
  return !word.parses.empty() && std::all_of(word.parses.begin(), word.parses.end(), [&](const Parse& p) {
    return p.tag.pos() == "ADJF" || p.tag.pos() == "PRTF" || first_person_homonym(word, p);
  });
}

}  // namespace proofreader::morphology_engine
