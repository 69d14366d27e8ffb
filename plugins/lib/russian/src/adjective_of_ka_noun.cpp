#include <proofreader/russian/adjective_of_ka_noun.hpp>

#include <algorithm>
#include <array>
#include <string>

#include <proofreader/russian/tokenizer.hpp>

namespace proofreader::russian {

bool adjective_of_ka_noun(std::string_view word, const Morphology& morphology) {
  static constexpr std::array<std::string_view, 13> kEndings = {"ый", "ая",  "ое", "ые", "ого", "ому", "ым",
                                                                "ых", "ыми", "ую", "ой", "ом",  "ою"};
  constexpr std::string_view kSuffix = "очн";
  // «фас-ка»: a stem of three letters at least, as the noun's own is.
  constexpr int kMinStem = 3;
  for (const std::string_view ending : kEndings) {
    if (!word.ends_with(ending) || word.size() < ending.size() + kSuffix.size()) continue;
    const std::string_view base = word.substr(0, word.size() - ending.size());
    if (!base.ends_with(kSuffix)) continue;
    const std::string stem(base.substr(0, base.size() - kSuffix.size()));
    if (code_points(stem) < kMinStem) continue;
    const auto parses = morphology.parse(stem + "ка");
    if (std::any_of(parses.begin(), parses.end(), [](const Parse& p) {
          return !p.predicted && p.tag.pos() == "NOUN" && p.tag.gram_case() == "nomn" &&
                 p.tag.number() == "sing";
        }))
      return true;
  }
  return false;
}

}  // namespace proofreader::russian
