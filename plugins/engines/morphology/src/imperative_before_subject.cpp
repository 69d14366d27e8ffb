#include "imperative_before_subject.hpp"

#include <algorithm>
#include <iterator>

#include "word_classes.hpp"

namespace proofreader::morphology_engine {

std::optional<Item> declarative_before_subject(const std::vector<Item>& items, std::size_t verb) {
  const Item& word = items[verb];
  // The ending first: the engine asks this of every word.
  if (!reflexive_form(word)) return std::nullopt;
  const auto imperative = [](const Parse& p) { return p.tag.has("impr"); };
  const bool both = std::any_of(word.parses.begin(), word.parses.end(), imperative) &&
                    std::any_of(word.parses.begin(), word.parses.end(),
                                [&](const Parse& p) { return p.tag.pos() == "VERB" && !imperative(p); });
  if (!both) return std::nullopt;
  std::size_t n = verb + 1;
  while (n < items.size() && (items[n].any_pos("ADJF") || items[n].any_pos("PRTF")) && !is_noun(items[n]))
    ++n;
  if (n >= items.size() || !is_noun(items[n]) ||
      std::any_of(items[n].parses.begin(), items[n].parses.end(),
                  [](const Parse& p) { return p.tag.pos() == "NOUN" && p.tag.animacy() != "inan"; }))
    return std::nullopt;
  std::vector<Parse> kept;
  std::copy_if(word.parses.begin(), word.parses.end(), std::back_inserter(kept),
               [&](const Parse& p) { return !imperative(p); });
  Item declarative = word;
  declarative.parses = ParseList(std::move(kept));
  return declarative;
}

}  // namespace proofreader::morphology_engine
