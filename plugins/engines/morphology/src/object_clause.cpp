#include "object_clause.hpp"

#include <algorithm>

#include "word_classes.hpp"

namespace proofreader::morphology_engine {

bool object_clause_after(const std::vector<Item>& items, std::size_t verb) {
  const std::size_t next = verb + 3;
  if (next >= items.size() || !items[verb + 1].is(",") || items[verb + 2].lower != "что") return false;
  const Item& word = items[next];
  if (!word.is_word() || word.lower == "не" || word.lower == "ни") return false;
  if (word.any_pos("PREP")) return true;
  // The clause's own subject or its attribute: a word that may be nominative
  // and has no predicate reading.
  const bool predicate_reading = std::any_of(word.parses.begin(), word.parses.end(), [](const Parse& p) {
    const auto pos = p.tag.pos();
    return pos == "VERB" || pos == "ADJS" || pos == "PRTS" || pos == "PRED" || pos == "ADVB" || pos == "INFN";
  });
  return !predicate_reading && has_case(word, "nomn");
}

}  // namespace proofreader::morphology_engine
