#include <array>
#include <string_view>

#include <proofreader/russian/morphology.hpp>

namespace proofreader::russian {

bool used_as_noun(const Parse& adjective) {
  static constexpr std::array<std::string_view, 12> kUsedAsNouns = {
      "переменный",  "составляющий",  "производный", "прямой", "кривой",  "постоянный",
      "управляющий", "ответственный", "служащий",    "учёный", "рабочий", "заведующий"};
  const auto pos = adjective.tag.pos();
  if (pos != "ADJF" && pos != "PRTF") return false;
  for (auto lemma : kUsedAsNouns)
    if (adjective.normal_form == lemma) return true;
  return false;
}

}  // namespace proofreader::russian
