#include "pronoun_for_person.hpp"

#include <algorithm>

#include "word_classes.hpp"

namespace proofreader::morphology_engine {
namespace {

// A reading far less likely than the word's likeliest.
bool unlikely(const Item& word, const Parse& reading) {
  const auto best = std::max_element(word.parses.begin(), word.parses.end(),
                                     [](const Parse& a, const Parse& b) { return a.score < b.score; });
  return reading.score * 4 < best->score;
}

// Every likely reading with a case stands in one of `cases`, and there is one.
bool likely_cases_only(const Item& word, std::initializer_list<std::string_view> cases) {
  bool any = false;
  for (const auto& p : word.parses) {
    const auto c = main_case(p.tag.gram_case());
    if (c.empty() || unlikely(word, p)) continue;
    if (std::find(cases.begin(), cases.end(), c) == cases.end()) return false;
    any = true;
  }
  return any;
}

}  // namespace

bool determiner_stands_for_person(const Item& determiner, const Item& noun) {
  return std::any_of(determiner.parses.begin(), determiner.parses.end(), [&](const Parse& p) {
    const auto c = main_case(p.tag.gram_case());
    return (c == "datv" && p.tag.number() == "sing" && !unlikely(determiner, p)) ||
           (c == "ablt" && !likely_cases_only(noun, {"nomn", "accs"}));
  });
}

bool no_object_beside_instrumental(const Item& noun) {
  return likely_cases_only(noun, {"nomn", "accs", "gent"});
}

}  // namespace proofreader::morphology_engine
