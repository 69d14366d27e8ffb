#include <algorithm>
#include <array>
#include <string_view>

#include <proofreader/russian/morphology.hpp>

namespace proofreader::russian {
namespace {

// Each lemma with the gender its substantive has in the singular: a thing
// («переменная», «производная») is feminine, a person («служащий», «служащая»)
// masculine or feminine.
struct Substantive {
  std::string_view lemma;
  bool person;
};

constexpr std::array<Substantive, 12> kUsedAsNouns = {{{"переменный", false},
                                                       {"составляющий", false},
                                                       {"производный", false},
                                                       {"прямой", false},
                                                       {"кривой", false},
                                                       {"постоянный", false},
                                                       {"управляющий", true},
                                                       {"ответственный", true},
                                                       {"служащий", true},
                                                       {"учёный", true},
                                                       {"рабочий", true},
                                                       {"заведующий", true}}};

const Substantive* substantive_of(const Parse& adjective) {
  const auto pos = adjective.tag.pos();
  if (pos != "ADJF" && pos != "PRTF") return nullptr;
  const auto it = std::find_if(kUsedAsNouns.begin(), kUsedAsNouns.end(),
                               [&](const Substantive& s) { return adjective.normal_form == s.lemma; });
  return it == kUsedAsNouns.end() ? nullptr : &*it;
}

}  // namespace

bool used_as_noun(const Parse& adjective) {
  return substantive_of(adjective) != nullptr;
}

bool substantive_form(const Parse& adjective) {
  const Substantive* s = substantive_of(adjective);
  if (s == nullptr) return false;
  const auto gender = adjective.tag.gender();
  return adjective.tag.number() == "plur" || gender == "femn" || (s->person && gender == "masc");
}

}  // namespace proofreader::russian
