#include "agreement_attributed_subject.hpp"

#include <algorithm>

#include "word_classes.hpp"

namespace proofreader::morphology_engine {

// An indeclinable noun («меню», «кафе») has every number and case, so its
// plural reading agreed with any plural verb: «контекстное меню позволяют»
// passed. Only the readings every attribute agrees with count. When none is
// left (an attribute that disagrees is a remark of its own), every reading
// counts as before.
bool attributed_subject_agrees(const std::vector<Item>& items, std::size_t before, std::size_t head,
                               const Item& verb, bool (*verb_agrees)(const Parse&, const Parse&)) {
  const Item& subject = items[head];
  const auto attributed = [&](const Parse& s) {
    return std::all_of(items.begin() + static_cast<std::ptrdiff_t>(before),
                       items.begin() + static_cast<std::ptrdiff_t>(head), [&](const Item& a) {
                         return !a.is_word() || a.lower == "же" ||
                                std::any_of(a.parses.begin(), a.parses.end(),
                                            [&](const Parse& ap) { return adjective_agrees(ap, s); });
                       });
  };
  const bool settled = std::any_of(subject.parses.begin(), subject.parses.end(), attributed);
  return std::any_of(subject.parses.begin(), subject.parses.end(), [&](const Parse& s) {
    return (!settled || attributed(s)) && std::any_of(verb.parses.begin(), verb.parses.end(),
                                                      [&](const Parse& p) { return verb_agrees(s, p); });
  });
}

}  // namespace proofreader::morphology_engine
