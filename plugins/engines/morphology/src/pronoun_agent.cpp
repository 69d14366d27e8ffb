#include "pronoun_agent.hpp"

#include <algorithm>
#include <array>
#include <string_view>

#include "word_classes.hpp"

namespace proofreader::morphology_engine {

std::optional<std::size_t> noun_after_pronoun_agent(const std::vector<Item>& items, std::size_t participle) {
  // Only the forms that are instrumental and nothing else: «им», «ей» are
  // datives too («присвоенным им именам»).
  static constexpr std::array<std::string_view, 7> kAgents = {"мной", "мною", "тобой", "тобою",
                                                              "нами", "вами", "ими"};
  const std::size_t noun = participle + 2;
  if (noun >= items.size()) return std::nullopt;
  const Item& p = items[participle];
  const Item& agent = items[participle + 1];
  if (!passive_participle(p) || std::find(kAgents.begin(), kAgents.end(), agent.lower) == kAgents.end() ||
      !is_noun(items[noun]) || is_capitalised(items[noun]) ||
      // A dative, instrumental or genitive may be the participle's complement
      // («переданные ими серверу»); no participle governs the direct cases.
      !only_cases(items[noun], {"nomn", "accs", "loct"}))
    return std::nullopt;
  return noun;
}

}  // namespace proofreader::morphology_engine
