#include "participle_agent.hpp"

#include <algorithm>

#include "word_classes.hpp"

namespace proofreader::morphology_engine {

bool agent_before_noun(const std::vector<Item>& items, std::size_t participle) {
  const std::size_t agent = participle + 1;
  const std::size_t noun = participle + 2;
  if (noun >= items.size()) return false;
  const Item& p = items[participle];
  const Item& head = items[noun];
  if (!passive_participle(p) || !is_noun(items[agent]) || !has_case(items[agent], "ablt") || !head.is_word())
    return false;
  // The noun after the agent: a noun or a substantivised word in the form of
  // the participle (its verb, preposition or short readings do not count).
  return std::any_of(head.parses.begin(), head.parses.end(), [&](const Parse& n) {
    const bool nominal = n.tag.pos() == "NOUN" || n.tag.pos() == "ADJF" || n.tag.pos() == "PRTF";
    return nominal && std::any_of(p.parses.begin(), p.parses.end(), [&](const Parse& a) {
             return a.tag.has("pssv") && adjective_agrees(a, n);
           });
  });
}

bool substantive_with_agent(const std::vector<Item>& items, std::size_t participle) {
  if (participle == 0 || participle + 1 >= items.size() || !is_noun(items[participle - 1])) return false;
  const Item& p = items[participle];
  if (!passive_participle(p, "gent") || !is_noun(items[participle + 1]) ||
      !has_case(items[participle + 1], "ablt"))
    return false;
  std::size_t k = participle + 2;
  for (; k < items.size() && items[k].is_word(); ++k)
    if (items[k].lower != "и" && items[k].lower != "или" && !has_case(items[k], "ablt")) return false;
  return k == items.size() || items[k].is(".") || items[k].is(",") || items[k].is(";") || items[k].is(")");
}

}  // namespace proofreader::morphology_engine
