#include "adverb_in_phrase.hpp"

#include "word_classes.hpp"

namespace proofreader::morphology_engine {

bool adverbs_after_preposition(const std::vector<Item>& items, std::size_t adj) {
  // Only adverbs whose other readings are a short adjective or a comparative
  // («предварительно», «ранее»), which no phrase after a preposition holds:
  // a word with another reading may end the phrase itself («после этого»).
  const auto adverb = [](const Item& w) {
    return w.checkable() && !w.predicted() && w.any_pos("ADVB") && w.only_pos({"ADVB", "ADJS", "COMP"});
  };
  std::size_t k = adj;
  while (k > 0 && adverb(items[k - 1])) --k;
  return k < adj && k > 0 && items[k - 1].checkable() && !items[k - 1].parses.empty() &&
         items[k - 1].parses.front().tag.pos() == "PREP";
}

}  // namespace proofreader::morphology_engine
