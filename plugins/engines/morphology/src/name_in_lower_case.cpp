#include "name_in_lower_case.hpp"

#include <algorithm>

namespace proofreader::morphology_engine {

bool name_in_lower_case(std::string_view text, std::string_view lower, const ParseList& parses) {
  const bool genitive_plural_ending = lower.ends_with("ов") || lower.ends_with("ев") || lower.ends_with("ёв");
  return genitive_plural_ending && text == lower && !parses.empty() &&
         std::all_of(parses.begin(), parses.end(), [](const Parse& p) {
           return p.tag.has("Name") || p.tag.has("Surn") || p.tag.has("Patr");
         });
}

}  // namespace proofreader::morphology_engine
